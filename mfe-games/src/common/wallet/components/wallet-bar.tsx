import { selectIsLoggedIn, useCashDisplay, useSessionStore, useWalletStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { noticeText, toast } from '../../../common/notify';
import { transferAllBack } from '../transfer-back';
import { useMemberCash } from '../use-member-cash';
import { ProviderWallets } from './provider-wallets';

/** The member's cash (live over the member channel) and the one-key transfer back. Nothing for visitors. */
export function WalletBar() {
  const { t } = useT();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const cash = useCashDisplay();
  const inProgress = useWalletStore((s) => s.transferBackInProgress);
  const countdown = useWalletStore((s) => s.transferBackCountdown);
  useMemberCash();
  if (!loggedIn) return null;
  return (
    <div className="mfg-wallet" data-testid="games-wallet">
      <span>{t('wallet.balance')}</span>
      <b data-testid="games-balance" aria-live="polite">
        {cash}
      </b>
      <button
        type="button"
        className="mfg-btn"
        disabled={inProgress || countdown > 0}
        data-testid="transfer-back"
        onClick={() => {
          void transferAllBack().then((result) => {
            if (result?.ok) toast(t('wallet.transfer_back_done'), 'success');
            else if (result) toast(noticeText(result.notice, t));
          });
        }}
      >
        {inProgress ? t('wallet.transferring') : countdown > 0 ? `${t('wallet.transfer_back')} (${countdown})` : t('wallet.transfer_back')}
      </button>
      <ProviderWallets />
    </div>
  );
}
