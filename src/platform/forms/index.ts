export {
  type FieldErrorJson,
  type FieldMessages,
  messagesOf,
  messagesUnder,
  serverFieldMessages,
  translateCodes,
} from './fieldMessages.ts';
