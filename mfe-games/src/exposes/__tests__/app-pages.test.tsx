import { pagesOf } from '@mfp/shared';
import { PAGES } from '../app';

test('the app renders exactly the pages the route table gives mfe_games (no unknown page falls back to another)', () => {
  expect(Object.keys(PAGES).sort()).toEqual(pagesOf('mfe_games').sort());
  for (const page of pagesOf('mfe_games')) expect(PAGES[page as keyof typeof PAGES]).toBeTruthy();
});
