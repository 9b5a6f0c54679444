/** How many items each home block shows at most; its loading placeholder reserves that many. */
export const HOME_SIZES = {
  /** Game tiles of one hall in the home game list. */
  hallGames: 12,
  /** Tiles of the popular / hot strip. */
  stripGames: 8,
  /** Discount, news or FAQ teasers. */
  teasers: 4,
  /** Small banners: one desktop row. */
  smallBanners: 3,
} as const;
