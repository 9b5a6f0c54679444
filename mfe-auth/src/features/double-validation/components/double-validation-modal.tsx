import { useMemo, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  CAPTCHA_TYPE,
  DOUBLE_VALIDATION_GONE_CODES,
  WITHDRAW_PASSWORD_DIGITS,
  modalStore,
  postDoubleValidation,
  postDoubleValidationSkip,
  sessionStore,
  type DoubleValidation,
} from '@mfp/shared';
import { buildDoubleValidationRules } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { CaptchaField } from '../../../common/captcha/components/captcha-field';
import { useCaptcha } from '../../../common/captcha/hooks/use-captcha';
import { deviceInfo } from '../../../common/utils/device-info';
import { handOffSession, readChallenge } from '../../../common/utils/session';
import { useChallengeStore } from '../../../common/stores/challenge-store';
import { AuthForm } from '../../../common/components/auth-form';
import { AuthModal } from '../../../common/components/auth-modal';
import { FormAlert } from '../../../common/components/form-alert';
import { useSingleFlight } from '../../../common/hooks/use-single-flight';
import { planFailure } from '../../../common/utils/failure';

interface Values {
  answer: string;
  captcha_answer: string;
}

/** The challenge is gone: the member starts over from the login modal. */
const CHALLENGE_GONE: ReadonlySet<string> = new Set(DOUBLE_VALIDATION_GONE_CODES);

/** Double validation (spec 4): a question plus captcha, skip while questions last; 802 asks the withdraw password. */
export function DoubleValidationModal({ props }: { props: DoubleValidation }) {
  const { t, tc } = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = useChallengeStore((s) => s.kind);
  const account = useChallengeStore((s) => s.account);
  const [challenge, setChallenge] = useState<DoubleValidation>(props);
  const { busy, alert, setAlert, run } = useSingleFlight<'submit' | 'skip'>();
  const captcha = useCaptcha(CAPTCHA_TYPE.login);
  const rules = useMemo(() => buildDoubleValidationRules(challenge.question, { t: tc }), [challenge.question, tc]);
  const isWithdraw = challenge.question === 'withdraw_password';
  const canSkip = kind === 'device' && challenge.available_questions_count > 1;
  // The question replaced the login box: leaving it (or a challenge gone) starts over from the login box.
  const close = (): void => {
    modalStore.getState().closeModal('doubleValidation');
    sessionStore.getState().openLogin();
  };

  const restartCaptcha = (): void => {
    form.setFieldValue('captcha_answer', '');
    void captcha.refresh();
  };

  const onSubmit = (values: Values): Promise<void> =>
    run('submit', async () => {
      try {
        const reply = await postDoubleValidation({
          member_login_id: challenge.member_login_id,
          answer: values.answer.trim(),
          captcha_answer: values.captcha_answer.trim(),
          captcha_token: captcha.captcha?.token ?? '',
          ...deviceInfo(),
        });
        handOffSession(reply.data, account);
      } catch (error) {
        const plan = planFailure('doubleValidation', error, tc);
        if (!plan) return;
        if (plan.resolved.actions.includes('refreshCaptcha')) restartCaptcha();
        if (CHALLENGE_GONE.has(plan.resolved.code)) {
          void message.error(plan.text);
          close();
          return;
        }
        setAlert(plan.text);
      }
    });

  const onSkip = (): Promise<void> =>
    run('skip', async () => {
      try {
        const next = readChallenge((await postDoubleValidationSkip(challenge.member_login_id)).data);
        if (next) {
          setChallenge(next);
          form.resetFields();
          restartCaptcha();
        }
      } catch (error) {
        const plan = planFailure('doubleValidationSkip', error, tc);
        if (plan) setAlert(plan.text);
        setChallenge((c) => ({ ...c, available_questions_count: 1 }));
      }
    });

  return (
    <AuthModal
      title={isWithdraw && kind === 'withdrawPassword' ? t('dv.title_withdraw') : t('dv.title')}
      testId="double-validation-modal"
      onClose={close}
    >
      <p className="auth-lead">{kind === 'withdrawPassword' ? t('dv.lead_withdraw') : tc('different_device')}</p>
      <AuthForm<Values> form={form} name="double_validation" onSubmit={onSubmit} onValuesChange={() => setAlert(null)}>
        <FormAlert text={alert} testId="dv-error" />
        <Form.Item
          name="answer"
          label={t(`dv.question.${challenge.question}`)}
          rules={rules.answer as Rule[]}
          data-testid="dv-question"
        >
          {isWithdraw ? (
            <Input.Password
              autoFocus
              inputMode="numeric"
              maxLength={WITHDRAW_PASSWORD_DIGITS}
              autoComplete="off"
              data-testid="dv-answer"
            />
          ) : (
            <Input autoFocus maxLength={100} autoComplete="off" data-testid="dv-answer" />
          )}
        </Form.Item>
        <CaptchaField name="captcha_answer" state={captcha} rules={rules.captcha_answer} />
        <Button type="primary" htmlType="submit" block loading={busy === 'submit'} data-testid="dv-submit">
          {t('dv.submit')}
        </Button>
        {canSkip ? (
          <Button
            type="link"
            block
            loading={busy === 'skip'}
            onClick={() => void onSkip()}
            className="auth-secondary-link"
            data-testid="dv-skip"
          >
            {t('dv.skip', { count: challenge.available_questions_count - 1 })}
          </Button>
        ) : null}
      </AuthForm>
    </AuthModal>
  );
}
