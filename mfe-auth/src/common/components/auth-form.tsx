import type { ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';
import { focusFirstError } from '../utils/focus';

type AuthFormProps<V> = Omit<FormProps<V>, 'form' | 'children' | 'onFinish' | 'onFinishFailed' | 'layout' | 'requiredMark'> & {
  form: FormInstance<V>;
  children: ReactNode;
  /** Runs with the validated values; a failed validation moves focus to the first bad field instead. */
  onSubmit(values: V): Promise<void>;
};

/** The form of every auth modal: vertical, no required marks, focus on the first error (keyboard use). */
export function AuthForm<V>({ form, onSubmit, className = 'auth-form', children, ...rest }: AuthFormProps<V>) {
  return (
    <Form<V>
      form={form}
      layout="vertical"
      className={className}
      requiredMark={false}
      onFinish={(v) => void onSubmit(v)}
      onFinishFailed={({ errorFields }) => focusFirstError(form, errorFields)}
      {...rest}
    >
      {children}
    </Form>
  );
}
