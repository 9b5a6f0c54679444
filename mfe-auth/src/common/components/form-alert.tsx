import { Alert } from 'antd';

/** The form's server message, kept in place (reserved height) so the form does not jump. */
export function FormAlert({ text, testId }: { text: string | null; testId: string }) {
  return (
    <div className="auth-form-alert" aria-live="polite">
      {text ? <Alert type="error" showIcon title={text} data-testid={testId} role="alert" /> : null}
    </div>
  );
}
