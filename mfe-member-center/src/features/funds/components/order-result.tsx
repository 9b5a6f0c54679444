import { Button, Result } from 'antd';
import { useT } from '../../../i18n/use-t';

export interface OrderDescription {
  /** True once the order is paid (the deposit's real-time event); a withdrawal order is done when created. */
  done: boolean;
  title: string;
  text: string;
}

interface OrderResultProps extends OrderDescription {
  testId: string;
  /** Back to an empty form for another order. */
  onAgain: () => void;
}

/** The order a deposit or withdrawal created, with the button to make another. */
export function OrderResult({ testId, done, title, text, onAgain }: OrderResultProps) {
  const { t } = useT();
  return (
    <Result
      status={done ? 'success' : 'info'}
      data-testid={testId}
      data-received={done ? '1' : '0'}
      title={title}
      subTitle={text}
      extra={<Button onClick={onAgain}>{t('deposit.again')}</Button>}
    />
  );
}
