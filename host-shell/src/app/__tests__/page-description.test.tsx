import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { HALLS, MEMBER_CENTER_PAGES, SITE_ROUTES, createI18n } from '@mfp/shared';
import en from '../../locales/en_US/host.json';
import bn from '../../locales/bn_BD/host.json';
import { addHostNamespace } from '../i18n';
import { NOT_FOUND_DESCRIPTION_KEY, useDocumentDescription } from '../page-description';

// Every page describes itself to search engines (<meta name="description">) in its language.
const BENGALI = /[\u0980-\u09FF]/;

function Described({ path }: { path: string }) {
  useDocumentDescription(path);
  return null;
}

describe('the page description (meta description in the page language)', () => {
  it('every page of the route table, and the error screen, has one in both languages, the Bengali one in Bengali', () => {
    const keys = new Set<string>(['halls', NOT_FOUND_DESCRIPTION_KEY, ...Object.values(HALLS).map((h) => `hall_${h}`), ...MEMBER_CENTER_PAGES]);
    for (const r of SITE_ROUTES) if (r.page !== 'byParam' && r.page !== 'hall') keys.add(r.page);
    const enDescriptions = en.description as Record<string, string>;
    const bnDescriptions = bn.description as Record<string, string>;
    for (const key of keys) {
      expect([key, enDescriptions[key]]).toEqual([key, expect.stringMatching(/^\S.{8,}\S$/)]);
      expect([key, bnDescriptions[key]]).toEqual([key, expect.stringMatching(BENGALI)]);
      expect([key, bnDescriptions[key] === enDescriptions[key]]).toEqual([key, false]);
    }
    // No two pages describe themselves alike (Lighthouse and search engines read a shared one as no description).
    expect(new Set(Object.values(enDescriptions)).size).toBe(Object.keys(enDescriptions).length);
  });

  it('is written into the head, added when missing, and follows a client navigation and a language switch', () => {
    document.head.innerHTML = '<title>BD Play</title>';
    const i18n = createI18n('en_US');
    addHostNamespace(i18n);
    const content = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Described path="/" />
      </I18nextProvider>,
    );
    expect(content()).toBe(en.description.home);
    rerender(
      <I18nextProvider i18n={i18n}>
        <Described path="/gameHall/3" />
      </I18nextProvider>,
    );
    expect(content()).toBe(en.description.hall_live);
    act(() => void i18n.changeLanguage('bn_BD'));
    expect(content()).toBe(bn.description.hall_live);
    rerender(
      <I18nextProvider i18n={i18n}>
        <Described path="/no/such/page" />
      </I18nextProvider>,
    );
    expect(content()).toBe(bn.description.not_found);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
