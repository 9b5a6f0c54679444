export interface RegisterCurrencyInput {
  /** The currency an agent link, recommend link or agent domain locks. */
  locked: string | null;
  /** The currency the /register query asks for. */
  query: string | null;
  /** The currency the visitor browses in (the header's). */
  site: string | null;
  /** The currencies registration is open in (those the register settings configure). */
  open: readonly string[];
}

export interface RegisterCurrencyChoice {
  /** The currency the form starts on. */
  currency: string;
  /** A currency asked for (query or link) that the site does not open, to be said (spec 8, links); null when none. */
  notOpen: string | null;
}

/**
 * The currency registration starts on (spec 2, 4, 8): a link's lock, else the query's currency when open,
 * else the visitor's own (what the header shows) when open, else the first open one. A currency asked for
 * but not open is never swapped silently: it comes back as `notOpen`.
 */
export function chooseRegisterCurrency({ locked, query, site, open }: RegisterCurrencyInput): RegisterCurrencyChoice {
  const asked = query?.trim().toUpperCase() || null;
  const isOpen = (c: string | null): c is string => c !== null && open.includes(c);
  const notOpen = [locked, asked].find((c): c is string => c !== null && c !== '' && !isOpen(c)) ?? null;
  if (locked) return { currency: locked, notOpen };
  return { currency: [asked, site].find(isOpen) ?? open[0] ?? '', notOpen };
}
