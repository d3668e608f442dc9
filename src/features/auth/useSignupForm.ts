import { type FormEvent, useRef, useState } from 'react';
import type { Language } from '../../domain/locales.ts';
import type { FieldErrors } from '../../domain/signup.ts';
// The document itself, not the codegen map of every document (auth.gql.ts defines it).
import { AddCapturedUserDetailsDocument, RegisterDocument } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { type FieldMessages, messagesOf, translateCodes } from '../../platform/forms/index.ts';
import type { SignupValues } from './signupForm.ts';

export interface SignupFormOptions {
  initial: SignupValues;
  language: Language;
  /** The partner's referral id (the widget); the site sends none. */
  referralId?: string | null;
  LL: TranslationFunctions;
  /**
   * Checks before the round trip (the site passes `checkRegister`, loaded on first use); the server
   * checks again anyway.
   */
  check?: (input: unknown) => FieldErrors | null | Promise<FieldErrors | null>;
  onSuccess: (values: SignupValues) => void;
}

/** Enough of an address to be worth capturing; the server checks it properly. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * State and submit of the sign-up form: an optional check first (the server's rules, so most
 * mistakes show before a round trip), then the `register` mutation, whose field errors come back
 * translated.
 * No query library, so the widget's iframe app can use it too.
 */
export function useSignupForm({ initial, language, referralId, LL, check, onSuccess }: SignupFormOptions) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [consent, setConsentState] = useState(false);
  const lastCapture = useRef<string | null>(null);

  const set =
    <K extends keyof SignupValues>(key: K) =>
    (value: SignupValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
    };

  /**
   * "Add captured user details": with the visitor's consent, what they have typed so far (never
   * the password) is kept so sales can follow up if they do not finish. Called when a field is
   * left and when the box is ticked; the same details are sent once. Best effort: a refusal
   * (a half-typed phone number) changes nothing in the form.
   */
  async function capture(agreed = consent) {
    if (!agreed || !LOOKS_LIKE_EMAIL.test(values.email.trim())) return;
    // The captured details are a person's (spec section 7): the business name is not among them.
    const { password: _, businessName: __, ...typed } = values;
    const input = { ...typed, language, referralId: referralId ?? null, consent: true };
    const key = JSON.stringify(input);
    if (key === lastCapture.current) return;
    lastCapture.current = key;
    // Quiet: a capture is a courtesy to the prospect, and its failures would put their details in the log.
    const captured = await mutation.runUnreported(() => true, AddCapturedUserDetailsDocument, { input });
    if (!captured.success) lastCapture.current = null;
  }

  function setConsent(value: boolean) {
    setConsentState(value);
    if (value) void capture(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const input = { ...values, language, referralId: referralId ?? null };
    setPending(true);
    setAlert(null);
    try {
      const problems = await check?.(input);
      if (problems) {
        setErrors(translateCodes(LL.auth.errors, problems));
        return;
      }
      const { register } = await mutation.send(RegisterDocument, { input });
      if (register.success) {
        onSuccess(values);
        return;
      }
      setErrors(messagesOf(register.fieldErrors));
      if (register.fieldErrors.length === 0) setAlert(register.error ?? LL.auth.errors.somethingWrong());
    } catch {
      setAlert(LL.auth.errors.somethingWrong());
    } finally {
      setPending(false);
    }
  }

  /** Forgets the messages (they are in the language they were shown in). */
  function clearMessages() {
    setErrors({});
    setAlert(null);
  }

  return { values, set, errors, alert, pending, submit, clearMessages, consent, setConsent, capture };
}
