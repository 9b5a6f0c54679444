import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { TOAST_MS } from '@mfp/shared';

interface NoticeState {
  text: string | null;
  show(text: string): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** The lobby's one short notice line (a toast without loading antd on the first view). */
export const noticeStore = createStore<NoticeState>()((set) => ({
  text: null,
  show: (text) => {
    if (timer) clearTimeout(timer);
    set({ text });
    timer = setTimeout(() => set({ text: null }), TOAST_MS);
  },
}));

export const useNotice = <U,>(selector: (s: NoticeState) => U): U => useStore(noticeStore, selector);
