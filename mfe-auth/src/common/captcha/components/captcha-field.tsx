import { Button, Form, Input } from 'antd';
import type { FormRule } from '@mfp/shared/validation';
import type { Rule } from 'antd/es/form';
import { useT } from '../../../i18n/use-t';
import type { CaptchaState } from '../hooks/use-captcha';

interface Props {
  name: string;
  state: CaptchaState;
  rules: FormRule[] | undefined;
}

/** The captcha answer with its image; clicking the image fetches a new one. */
export function CaptchaField({ name, state, rules }: Props) {
  const { t } = useT();
  const { captcha, loading, failed, refresh } = state;
  return (
    <Form.Item name={name} label={t('captcha')} rules={rules as Rule[] | undefined} validateFirst>
      <Input
        autoComplete="off"
        inputMode="text"
        maxLength={8}
        placeholder={captcha?.placeholder || t('captcha_placeholder')}
        data-testid={`${name}-input`}
        suffix={
          <Button
            type="text"
            size="small"
            className="auth-captcha-image"
            aria-label={t('captcha_refresh')}
            title={t('captcha_refresh')}
            loading={loading}
            onClick={() => void refresh()}
          >
            {captcha && !failed ? (
              <img src={captcha.captcha} alt="" data-testid="captcha-image" data-captcha-token={captcha.token} />
            ) : (
              <span>{failed ? t('captcha_retry') : t('loading')}</span>
            )}
          </Button>
        }
      />
    </Form.Item>
  );
}
