/**
 * The submit step the portal's API forms share (the feedback form, the facility repair report): a busy
 * flag for the submit button while the request runs, and a refused submission's reason shown where the
 * visitor looks for it: under the form field the server names (lib/field-errors), otherwise as one
 * form-level message above the submit button.
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { fieldErrorOf, type FieldError } from './field-errors';
import { describeApiError } from './http-client';

/** One entry of antd's `form.setFields` list for a form of `Values`. */
type FormFieldData<Values> = Parameters<FormInstance<Values>['setFields']>[0][number];

/**
 * What a form does with a refusal naming a field it has no Form.Item for (the altcha check, the photo
 * upload). `message` is the whole refusal as describeApiError gives it. Returns the form-level message to
 * show, or null when the form showed the reason in a place of its own.
 */
export type OutsideFieldRefusal = (named: FieldError, message: string) => string | null;

export interface FormSubmission {
  /** True while a `submit` request runs (the submit button's `loading`). */
  submitting: boolean;
  /** The form-level message (a refusal not shown under a field, or one set with `setError`), else null. */
  error: string | null;
  /** Sets or clears the form-level message, e.g. for a check the form makes before sending anything. */
  setError: (message: string | null) => void;
  /**
   * Clears the form-level message and runs `send` (the request and what follows its success). When `send`
   * rejects, the reason goes under the field the server names if it is one of the hook's `formFields`;
   * one naming another field goes to `onOutsideField` (default: the message is shown); anything else (rate
   * limit, network, timeout) becomes the form-level message. Never rejects itself.
   */
  submit: (send: () => Promise<void>, onOutsideField?: OutsideFieldRefusal) => Promise<void>;
}

/**
 * The submit state of one antd form. `formFields` are the names of the form's own Form.Items that the
 * server's checks may name (the refusal's reason is set on them with `form.setFields`).
 */
export function useFormSubmission<Values>(
  form: Pick<FormInstance<Values>, 'setFields'>,
  formFields: readonly (keyof Values & string)[],
): FormSubmission {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isFormField = (field: string): field is keyof Values & string =>
    (formFields as readonly string[]).includes(field);

  const submit = async (
    send: () => Promise<void>,
    onOutsideField: OutsideFieldRefusal = (_named, message) => message,
  ) => {
    setSubmitting(true);
    setError(null);
    try {
      await send();
    } catch (reason) {
      const message = describeApiError(reason);
      const named = fieldErrorOf(message);
      // A top-level key of Values is a valid antd name path; TypeScript cannot resolve antd's deep
      // NamePath<Values> while Values is generic, hence the cast.
      if (named && isFormField(named.field))
        form.setFields([{ name: named.field as FormFieldData<Values>['name'], errors: [named.reason] }]);
      else setError(named ? onOutsideField(named, message) : message);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, error, setError, submit };
}
