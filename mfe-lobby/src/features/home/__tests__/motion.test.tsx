import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as shared from '@mfp/shared';
import { renderInHost } from '../../../__tests__/render';
import { BannerCarousel } from '../components/banner-carousel';
import { Marquee } from '../components/marquee';

jest.mock('@mfp/shared/api/content', () => ({
  ...jest.requireActual('@mfp/shared/api/content'),
  postCarouselPicture: jest.fn(),
  postAnnouncementMarquee: jest.fn(),
}));
const postCarousel = jest.mocked(shared.postCarouselPicture);
const postMarquee = jest.mocked(shared.postAnnouncementMarquee);

const banners = [1, 2, 3].map((id) => ({ id, url: '/discount/1', link_type: 1, link_method: 0, image: `/b${id}.png`, title: `Banner ${id}` }));
const activeDot = () => screen.getByTestId('lobby-banners').querySelector('.lb-carousel__dots .is-active')?.getAttribute('aria-label');

/** matchMedia answering `reduce` for the reduced-motion query. */
function mockReducedMotion(reduce: boolean): jest.SpyInstance {
  if (typeof window.matchMedia !== 'function') window.matchMedia = (() => undefined) as never;
  return jest.spyOn(window, 'matchMedia').mockImplementation(
    (q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

describe('moving content and prefers-reduced-motion (WCAG 2.2.2 pause, stop, hide)', () => {
  beforeEach(() => {
    postCarousel.mockResolvedValue({ code: 0, message: '', data: { web_carousel_picture_list: banners } } as never);
    postMarquee.mockResolvedValue({ code: 0, message: '', data: { web_announcement_list: [{ id: 1, content: 'News', display_before_login: 1, display_after_login: 1, sort: 1 }] } } as never);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('the carousel rotates on its own without the preference, and its pause button stops it', async () => {
    mockReducedMotion(false);
    jest.useFakeTimers();
    renderInHost(<BannerCarousel />);
    await waitFor(() => expect(screen.getAllByTestId('lobby-banner')).toHaveLength(3));
    expect(activeDot()).toBe('Go to slide 1');
    act(() => void jest.advanceTimersByTime(5_100));
    expect(activeDot()).toBe('Go to slide 2');
    fireEvent.click(screen.getByRole('button', { name: 'Pause Featured promotions' }));
    act(() => void jest.advanceTimersByTime(20_000));
    expect(activeDot()).toBe('Go to slide 2');
    expect(screen.getByRole('button', { name: 'Play Featured promotions' })).toBeVisible();
  });

  it('with reduced motion the carousel stands still and the marquee is paused; play starts them', async () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    renderInHost(
      <>
        <BannerCarousel />
        <Marquee />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('lobby-banner')).toHaveLength(3));
    act(() => void jest.advanceTimersByTime(20_000));
    expect(activeDot()).toBe('Go to slide 1');
    expect(screen.getByTestId('lobby-banners')).toHaveAttribute('data-motion', 'paused');
    await waitFor(() => expect(screen.getByTestId('lobby-marquee')).toHaveAttribute('data-motion', 'paused'));
    fireEvent.click(screen.getByRole('button', { name: 'Play Announcements' }));
    expect(screen.getByTestId('lobby-marquee')).toHaveAttribute('data-motion', 'running');
    fireEvent.click(screen.getByRole('button', { name: 'Play Featured promotions' }));
    act(() => void jest.advanceTimersByTime(5_100));
    expect(activeDot()).toBe('Go to slide 2');
  });
});
