import { Modal, type ModalProps as AntModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkExternalTarget, closeModal, sessionStore, useDateFormat, useModalStore } from '@mfp/shared';
import type { ModalName } from '@mfp/shared';
import { useMemberExtras } from '../session/member-extras-store';
import { HostTheme } from '../ui/host-theme';

/** A host box the shared modal store opens: shown while open there, closed through it, above the remotes' modals. */
function StoreBox({ name, ...props }: { name: ModalName } & Omit<AntModalProps, 'open' | 'onCancel' | 'zIndex'>) {
  return <Modal open onCancel={() => closeModal(name)} zIndex={2001} {...props} />;
}

/** The maintenance alert box (spec 4, play code 203): optional start and end times and a customer-service button. */
function MaintenanceBox() {
  const { t } = useTranslation('common');
  const entry = useModalStore((s) => s.open.maintenance);
  const csLink = useMemberExtras((s) => s.csLink);
  const { formatDateTime } = useDateFormat();
  if (!entry) return null;
  const { interval, message } = entry.props;
  const cs = csLink ? checkExternalTarget(csLink) : null;
  return (
    <StoreBox
      name="maintenance"
      title={t('maintenance.title')}
      footer={[
        cs?.ok ? (
          <a key="cs" className="mfp-button mfp-button--ghost" href={cs.url} target="_blank" rel="noopener noreferrer">
            {t('maintenance.customer_service')}
          </a>
        ) : null,
        <button key="ok" type="button" className="mfp-button" onClick={() => closeModal('maintenance')}>
          {t('action.ok')}
        </button>,
      ]}
    >
      <div data-testid="maintenance-box">
        <p>{message || t('maintenance.content')}</p>
        {interval.start_at && (
          <p>
            <time dateTime={interval.start_at}>{t('maintenance.start_at', { time: formatDateTime(interval.start_at) })}</time>
          </p>
        )}
        {interval.end_at && (
          <p>
            <time dateTime={interval.end_at}>{t('maintenance.end_at', { time: formatDateTime(interval.end_at) })}</time>
          </p>
        )}
      </div>
    </StoreBox>
  );
}

/** The login-required confirm box: confirming opens the login modal (with the page asked for). */
function LoginRequiredBox() {
  const { t } = useTranslation('common');
  const entry = useModalStore((s) => s.open.loginRequired);
  if (!entry) return null;
  return (
    <StoreBox
      name="loginRequired"
      title={t('proxy.please_login_title')}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      onOk={() => {
        closeModal('loginRequired');
        sessionStore.getState().openLogin(sessionStore.getState().redirectAfterLogin ?? undefined);
      }}
    >
      <p data-testid="login-required-box">{t('proxy.please_login_content')}</p>
    </StoreBox>
  );
}

/** The modal host for host-owned modals and boxes, in the site's antd theme. */
export function HostModals() {
  return (
    <HostTheme>
      <MaintenanceBox />
      <LoginRequiredBox />
    </HostTheme>
  );
}
