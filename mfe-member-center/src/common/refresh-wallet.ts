import { postMyCash, walletStore } from '@mfp/shared';

/** Fetches my_cash into the wallet store; '-' shows while it runs (spec 4, cash display). */
export async function refreshWallet(): Promise<void> {
  walletStore.getState().beginRefresh();
  try {
    const r = await postMyCash();
    walletStore.getState().setWallet(r.data);
  } catch (e) {
    walletStore.getState().refreshFailed();
    throw e;
  }
}
