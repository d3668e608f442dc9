import { mutation } from '../../graphql/mutation.ts';
import { type ResourceDescriptor, SaveFailure, type TextValue } from '../../platform/crud/index.ts';
import { CreatePredefinedMessageDocument, UpdatePredefinedMessageDocument } from './pim.gql.ts';
import { type MessageRow, messagePages, namedDetails, removeNodes } from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv } from './pimEnv.ts';
import {
  byText,
  LANGUAGES,
  PIM_INVALIDATES,
  textValueOf,
  translationsInput,
  validateWith,
} from './resourceHelpers.tsx';

export interface MessageForm {
  text: string;
  textLang: TextValue;
}

export const messagesResource: ResourceDescriptor<'messages', MessageRow, MessageForm, PimEnv> = {
  key: 'messages',
  texts: pimTexts('messages'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: messagePages,
  detail: namedDetails.messages,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.text,
  searchText: (row) => row.text,
  version: (row) => row.version,
  defaultSort: 'text',
  columns: [
    {
      key: 'text',
      width: 'minmax(12rem, 1fr)',
      compare: byText((row) => row.text),
      render: (row) => row.text,
    },
  ],
  fields: [
    { name: 'text', kind: 'text', required: true, wide: true },
    { name: 'textLang', kind: 'translations', languages: LANGUAGES, wide: true },
  ],
  empty: () => ({ text: '', textLang: textValueOf(null) }),
  toForm: (row) => ({ text: row.text, textLang: textValueOf(row.textLang) }),
  validate: (form, env) =>
    validateWith((rules) => rules.predefinedMessageSchema, {
      type: 'ITEM',
      text: form.text.trim(),
      textLang: translationsInput(form.textLang),
      venueId: env.venueId,
    }),
  save: async ({ id, form, version, env }) => {
    const text = form.text.trim();
    const textLang = translationsInput(form.textLang);
    if (id !== null)
      return (
        await mutation.send(UpdatePredefinedMessageDocument, {
          id,
          data: { text, textLang },
          expectedVersion: version,
        })
      ).updatePredefinedMessage.id;
    // Spec section 5: creating a predefined message needs the venue and company metadata.
    if (!env.venueId || !env.companyId) throw new SaveFailure(env.LL.pim.errors.metadataNotAvailable());
    return (
      await mutation.send(CreatePredefinedMessageDocument, {
        data: { type: 'ITEM', text, textLang, venueId: env.venueId },
      })
    ).createPredefinedMessage.id;
  },
};
