import type { Rule } from 'antd/es/form';

/** antd rules of a required field whose value must also pass `valid`; both failures show the one `message`. */
export function requiredMatching(message: string, valid: (value: string) => boolean): Rule[] {
  return [
    { required: true, message },
    { validator: (_r, v: string | undefined) => (!v || valid(v) ? Promise.resolve() : Promise.reject(new Error(message))) },
  ];
}
