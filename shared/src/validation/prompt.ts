import { asText } from './checks';
import type { FieldCheck } from './rule';

/** The message-box prompt's message when none is given (spec 5: Illegal input). */
export const PROMPT_DEFAULT_MESSAGE_KEY = 'prompt.err_illegal_input';

/** Options of a message-box prompt input: a pattern, a validator, and the failure message. */
export interface PromptValidation {
  pattern?: RegExp;
  /** True to accept, false to reject with `message`, or a string to reject with that message. */
  validator?: (value: string) => boolean | string;
  message?: string;
}

/** A check for a message-box prompt input, by pattern or validator (spec 5). */
export function promptCheck(options: PromptValidation): FieldCheck {
  const message = options.message ?? PROMPT_DEFAULT_MESSAGE_KEY;
  return (value) => {
    const text = asText(value);
    if (options.pattern) {
      options.pattern.lastIndex = 0;
      if (!options.pattern.test(text)) return message;
    }
    if (options.validator) {
      const result = options.validator(text);
      if (result === false) return message;
      if (typeof result === 'string') return result;
    }
    return null;
  };
}
