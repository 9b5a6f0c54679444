import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Select, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  CAPTCHA_TYPE,
  INTRODUCER_FIELD,
  TOAST_MS,
  errorText,
  intlLocale,
  lockVisitorCurrency,
  postRegister,
  postRegisterVerification,
  resolveError,
  setVisitorCurrency,
  useSiteStore,
  type RegistrationField,
} from '@mfp/shared';
import { buildRegistrationRules, registerSettingsFor } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { CaptchaField } from '../../../common/captcha/components/captcha-field';
import { useCaptcha } from '../../../common/captcha/hooks/use-captcha';
import { handOffSession } from '../../../common/utils/session';
import { isDemo, siteId } from '../../../common/site';
import { FormAlert } from '../../../common/components/form-alert';
import { focusFirstError } from '../../../common/utils/focus';
import { useSingleFlight } from '../../../common/hooks/use-single-flight';
import { planFailure, type FailurePlan } from '../../../common/utils/failure';
import { useIntroducer } from '../hooks/use-introducer';
import { useRegisterSetup } from '../hooks/use-register-settings';
import { LATER_FIELDS, TEXT_FIELDS, atCap, type InputKind } from '../utils/field-caps';
import { useSmsButton } from '../hooks/use-sms';
import { fireRegistrationComplete } from '../utils/marketing';
import { toRegistrationPayload, type RegisterValues } from '../utils/payload';
import { chooseRegisterCurrency } from '../utils/register-currency';
import { AgreementText } from './agreement-text';
import { BirthdayInput } from './birthday-input';
import { useLimitOffer } from '../hooks/use-limit-offer';

/** Fields whose value the server checks for uniqueness on blur: the account always, others when is_unique. */
const UNIQUE_CANDIDATES: readonly RegistrationField[] = [
  'member_account',
  'member_name',
  'member_phone',
  'member_email',
  'identity_id',
];

const inputFor = (kind: InputKind, max: number, auto?: string, onBlur?: () => void) =>
  kind === 'password' ? (
    <Input.Password maxLength={max} autoComplete={auto} onBlur={onBlur} />
  ) : (
    <Input
      maxLength={max}
      autoComplete={auto ?? 'off'}
      type={kind === 'email' ? 'email' : 'text'}
      inputMode={kind === 'tel' ? 'tel' : kind === 'digits' ? 'numeric' : undefined}
      onBlur={onBlur}
    />
  );

/** Registration (spec 4, 5, 8): fields and rules from the per-currency settings, introducer, SMS, agreement. */
export function RegisterForm({ onRegistered, formName }: { onRegistered?: () => void; formName: string }) {
  const { t, tc, i18n } = useT();
  const { message } = App.useApp();
  const offerLimit = useLimitOffer();
  const [form] = Form.useForm<RegisterValues>();
  const setup = useRegisterSetup();
  const intro = useIntroducer();
  const sms = useSmsButton();
  const captcha = useCaptcha(CAPTCHA_TYPE.register);
  const { busy, alert, setAlert, run } = useSingleFlight();

  const watched = Form.useWatch('member_currency', form);
  const typed: Partial<Record<RegistrationField, unknown>> = {
    member_account: Form.useWatch('member_account', form),
    password: Form.useWatch('password', form),
    check_password: Form.useWatch('check_password', form),
  };
  const siteCurrency = useSiteStore((s) => s.currency);
  const start = chooseRegisterCurrency({
    locked: intro.lockedCurrency,
    query: intro.queryCurrency,
    site: siteCurrency || null,
    open: setup.currencies,
  });
  const fallbackCurrency = start.currency;
  const currency = intro.lockedCurrency ?? watched ?? fallbackCurrency;
  const ready = setup.status === 'ready' && intro.status === 'ready';

  // One currency on screen: the form's is the visitor's (the header's). A link's lock locks the header too,
  // lifted when the server refuses the link or the form goes; the query's currency becomes the visitor's
  // once; after that the form and the header follow each other.
  useEffect(() => {
    if (intro.status !== 'ready' || !intro.lockedCurrency) return undefined;
    lockVisitorCurrency(intro.lockedCurrency);
    return () => lockVisitorCurrency(null);
  }, [intro.status, intro.lockedCurrency]);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!ready || started) return;
    if (!intro.lockedCurrency && fallbackCurrency && fallbackCurrency !== siteCurrency) setVisitorCurrency(fallbackCurrency);
    setStarted(true);
  }, [ready, started, intro.lockedCurrency, fallbackCurrency, siteCurrency]);
  const shown =
    intro.lockedCurrency ?? (started && setup.currencies.includes(siteCurrency) ? siteCurrency : fallbackCurrency);
  useEffect(() => {
    if (ready) form.setFieldValue('member_currency', shown);
  }, [form, ready, shown]);

  const setting = useMemo(() => registerSettingsFor(setup.settings, currency), [setup.settings, currency]);
  const showCaptcha = setting('member_captcha').display;
  const rules = useMemo(
    () => buildRegistrationRules(setup.settings, currency, { t: tc, showCaptcha }),
    [setup.settings, currency, tc, showCaptcha],
  );
  const uniqueFields = useMemo(
    () =>
      UNIQUE_CANDIDATES.filter(
        (f) => f === 'member_account' || setup.settings.some((s) => s.currency === currency && s.name === f && s.is_unique === 1),
      ),
    [setup.settings, currency],
  );
  const introducerField = intro.introducer?.type ?? 'recommend_code';
  const showRecommend = intro.introducer?.type !== 'member_agent' && intro.recommendEnabled;
  const visibleFields = [
    ...(Object.keys(rules) as string[]),
    ...(intro.introducer?.type === 'member_agent' ? ['member_agent'] : []),
    ...(showRecommend ? ['recommend_code'] : []),
  ];
  const aliases = { [INTRODUCER_FIELD]: introducerField };

  useEffect(() => {
    if (intro.linkError) void message.error({ content: errorText(intro.linkError, tc), duration: TOAST_MS / 1000 });
  }, [intro.linkError, message, tc]);
  useEffect(() => {
    form.setFieldsValue({
      member_agent: intro.introducer?.type === 'member_agent' ? intro.introducer.value : undefined,
      recommend_code: intro.introducer?.type === 'recommend_code' ? intro.introducer.value : undefined,
    });
  }, [form, intro.introducer]);

  const show = (plan: FailurePlan): void => {
    if (plan.field) {
      const field = plan.field as RegistrationField;
      form.setFields([{ name: field, errors: [plan.text] }]);
      form.focusField(field);
    } else if (plan.resolved.notify) {
      void message.error({ content: plan.text, duration: (plan.resolved.toastMs ?? TOAST_MS) / 1000 });
    }
  };

  const checkUnique = async (field: RegistrationField): Promise<void> => {
    if (!uniqueFields.includes(field)) return;
    const value = form.getFieldValue(field) as unknown;
    if (typeof value !== 'string' || value.trim() === '') return;
    try {
      await form.validateFields([field]);
    } catch {
      return;
    }
    try {
      await postRegisterVerification({ [field]: value.trim() }, { site_id: siteId(), member_currency: currency });
    } catch (error) {
      const plan = planFailure('registration', error, tc, [field]);
      if (plan?.field === field && form.getFieldValue(field) === value) {
        form.setFields([{ name: field, errors: [plan.text] }]);
      }
    }
  };

  const sendSms = async (): Promise<void> => {
    const phone = ((form.getFieldValue('member_phone') as string | undefined) ?? '').trim();
    if (phone === '') {
      form.setFields([{ name: 'member_phone', errors: [tc('signup.err_phone_blank')] }]);
      form.focusField('member_phone');
      return;
    }
    try {
      await form.validateFields(['member_phone']);
    } catch {
      return;
    }
    const error = await sms.send(phone, currency);
    if (error === null) {
      void message.success(t('register.sms_sent'));
      return;
    }
    const plan = planFailure('sms', error, tc, ['member_phone']);
    if (plan) show(plan);
  };

  const onFinish = async (values: RegisterValues): Promise<void> => {
    if (isDemo()) {
      void message.warning(t('register.demo_blocked'));
      return;
    }
    await run('submit', async () => {
      try {
        const reply = await postRegister<{
          member_id: number;
          token?: string;
          member_account?: string;
          member_currency?: string;
        }>(
          toRegistrationPayload(values, {
            siteId: siteId(),
            currency,
            introducer: intro.introducer,
            captchaToken: captcha.captcha?.token ?? '',
          }),
        );
        handOffSession(reply.data, (values.member_account ?? '').trim());
        form.resetFields();
        void message.success({ content: tc('register_success'), duration: TOAST_MS / 1000 });
        fireRegistrationComplete({ member_id: String(reply.data.member_id), currency });
        offerLimit();
        onRegistered?.();
      } catch (error) {
        const plan = planFailure('registration', error, tc, visibleFields, aliases);
        if (plan) {
          const actions = plan.resolved.actions;
          if (actions.includes('disableRecommend')) intro.disableRecommend();
          if (actions.includes('releaseCurrencyLock')) intro.release();
          show(plan);
        }
      } finally {
        form.setFieldValue('answer', '');
        void captcha.refresh();
      }
    });
  };

  // The form shows as soon as its settings are there (a server-rendered page has them): the introducer link is
  // checked in the browser meanwhile, and only sending waits for it.
  if (setup.status === 'loading') {
    return <Skeleton active paragraph={{ rows: 8 }} data-testid="register-loading" />;
  }
  if (setup.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('register.load_failed')}
        action={<Button onClick={setup.reload}>{t('retry')}</Button>}
        data-testid="register-load-error"
      />
    );
  }

  const item = (name: RegistrationField, node: React.ReactNode, extra?: React.ReactNode) =>
    rules[name] ? (
      <Form.Item key={name} name={name} label={t(`register.${name}`)} rules={rules[name] as Rule[]} extra={extra}>
        {node}
      </Form.Item>
    ) : null;
  const blur = (name: RegistrationField) => () => void checkUnique(name);

  return (
    <Form<RegisterValues>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={{ member_currency: fallbackCurrency }}
      className="auth-form auth-register-form"
      onFinish={(v) => void onFinish(v)}
      onFinishFailed={({ errorFields }) => focusFirstError(form, errorFields)}
      onValuesChange={() => setAlert(null)}
      data-testid="register-form"
    >
      <FormAlert text={alert} testId="register-error" />
      {start.notOpen ? (
        <div className="auth-form-alert">
          <Alert
            type="warning"
            showIcon
            data-testid="register-currency-not-open"
            title={`${errorText(resolveError('link', 'currency'), tc)}: ${start.notOpen}`}
            description={start.currency !== start.notOpen ? t('register.currency_instead', { currency: start.currency }) : undefined}
          />
        </div>
      ) : null}
      {TEXT_FIELDS.map(({ name, kind, max, auto }) =>
        item(
          name,
          inputFor(kind, max, auto, blur(name)),
          atCap(typed[name], max) ? (
            <span role="status" data-testid={`${name}-at-cap`}>
              {t('register.at_cap', { max: new Intl.NumberFormat(intlLocale(i18n.language)).format(max) })}
            </span>
          ) : name === 'member_account' ? (
            t('register.account_hint')
          ) : name === 'password' ? (
            t('reset.password_hint')
          ) : undefined,
        ),
      )}
      <Form.Item name="member_currency" label={t('register.member_currency')} hidden={setup.currencies.length < 2 && !intro.lockedCurrency}>
        <Select
          disabled={intro.lockedCurrency !== null}
          onChange={(c: string) => setVisitorCurrency(c)}
          options={setup.currencies.map((c) => ({ value: c, label: c }))}
          data-testid="register-currency"
        />
      </Form.Item>
      {rules.member_phone ? (
        <Form.Item label={t('register.member_phone')} htmlFor={`${formName}_member_phone`} required={setting('member_phone').required}>
          <div className="auth-inline">
            <Form.Item name="member_phone" rules={rules.member_phone as Rule[]} noStyle>
              <Input inputMode="tel" autoComplete="tel" maxLength={20} onBlur={blur('member_phone')} data-testid="register-phone" />
            </Form.Item>
            {setting('member_phone').verification ? (
              <Button
                onClick={() => void sendSms()}
                disabled={sms.left > 0}
                loading={sms.sending}
                data-testid="sms-button"
              >
                {sms.left > 0 ? t('register.sms_wait', { seconds: sms.left }) : t('register.sms_send')}
              </Button>
            ) : null}
          </div>
        </Form.Item>
      ) : null}
      {item('phone_verify', <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />)}
      {item('member_birthday', <BirthdayInput />)}
      {LATER_FIELDS.map(({ name, kind, max }) =>
        item(name, kind === 'digits' ? <Input.Password inputMode="numeric" maxLength={max} autoComplete="off" /> : inputFor(kind, max, undefined, blur(name))),
      )}
      {intro.introducer?.type === 'member_agent' ? (
        <Form.Item name="member_agent" label={t('register.member_agent')}>
          <Input disabled data-testid="register-agent" />
        </Form.Item>
      ) : null}
      {showRecommend ? (
        <Form.Item name="recommend_code" label={t('register.recommend_code')}>
          <Input maxLength={32} disabled={intro.introducer?.type === 'recommend_code'} data-testid="register-recommend" />
        </Form.Item>
      ) : null}
      {showCaptcha ? <CaptchaField name="answer" state={captcha} rules={rules.answer} /> : null}
      <AgreementText items={setup.agreements} language={i18n.language} />
      <Form.Item name="agreement" valuePropName="checked" rules={rules.agreement as Rule[]}>
        <Checkbox data-testid="register-agreement">{t('register.agreement')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy !== null} disabled={intro.status === 'checking'} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
