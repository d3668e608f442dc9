export { supportChat } from './supportChat.ts';
