/** The game catalogue seeded on first start: halls, providers and hand-named games (en_US, bn_BD). */

export interface HallSeed {
  gt_id: number;
  name: string;
  en_name: string;
  bn_name: string;
}

export const HALL_SEEDS: HallSeed[] = [
  { gt_id: 2, name: 'slot', en_name: 'Slots', bn_name: 'স্লট' },
  { gt_id: 3, name: 'live', en_name: 'Live Casino', bn_name: 'লাইভ ক্যাসিনো' },
  { gt_id: 4, name: 'sport', en_name: 'Sports', bn_name: 'স্পোর্টস' },
  { gt_id: 5, name: 'lottery', en_name: 'Lottery', bn_name: 'লটারি' },
  { gt_id: 6, name: 'chess', en_name: 'Card Games', bn_name: 'কার্ড গেম' },
  { gt_id: 7, name: 'virtual_sport', en_name: 'Virtual Sports', bn_name: 'ভার্চুয়াল স্পোর্টস' },
  { gt_id: 8, name: 'cockfight', en_name: 'Cockfight', bn_name: 'মোরগ লড়াই' },
  { gt_id: 9, name: 'esport', en_name: 'E-Sports', bn_name: 'ই-স্পোর্টস' },
];

export interface ProviderSeed {
  gp_id: string;
  gp_name: string;
  app_id: string;
  is_active: 0 | 1;
  /** Halls served: gt_id with demo support and an optional single lobby game. */
  halls: { gt_id: number; has_demo: 0 | 1; customized?: 0 | 1; lobby?: [string, string] }[];
}

export const PROVIDER_SEEDS: ProviderSeed[] = [
  { gp_id: 'GPAB', gp_name: 'AllBet', app_id: 'allbet', is_active: 1, halls: [{ gt_id: 3, has_demo: 0 }] },
  { gp_id: 'GPAG', gp_name: 'Asia Gaming', app_id: 'ag', is_active: 1, halls: [{ gt_id: 3, has_demo: 0 }, { gt_id: 2, has_demo: 1 }] },
  { gp_id: 'GPBB', gp_name: 'BBIN', app_id: 'bbin', is_active: 1, halls: [{ gt_id: 3, has_demo: 0 }, { gt_id: 5, has_demo: 1 }] },
  { gp_id: 'GPJL', gp_name: 'JILI', app_id: 'jili', is_active: 1, halls: [{ gt_id: 2, has_demo: 1 }, { gt_id: 6, has_demo: 1 }] },
  { gp_id: 'GPPG', gp_name: 'PG Soft', app_id: 'pgsoft', is_active: 1, halls: [{ gt_id: 2, has_demo: 1 }] },
  { gp_id: 'GPSP', gp_name: 'Spribe', app_id: 'spribe', is_active: 1, halls: [{ gt_id: 2, has_demo: 1, customized: 1 }] },
  { gp_id: 'GPEV', gp_name: 'Evolution', app_id: 'evolution', is_active: 1, halls: [{ gt_id: 3, has_demo: 0 }] },
  { gp_id: 'GPSB', gp_name: 'Saba Sports', app_id: 'saba', is_active: 1, halls: [{ gt_id: 4, has_demo: 0 }, { gt_id: 7, has_demo: 1 }] },
  { gp_id: 'GPCM', gp_name: 'CMD368', app_id: 'cmd368', is_active: 1, halls: [{ gt_id: 4, has_demo: 0 }] },
  { gp_id: 'GPKM', gp_name: 'KingMaker', app_id: 'kingmaker', is_active: 1, halls: [{ gt_id: 6, has_demo: 1 }] },
  { gp_id: 'GPTC', gp_name: 'TC Gaming', app_id: 'tcg', is_active: 1, halls: [{ gt_id: 5, has_demo: 0 }] },
  { gp_id: 'GPSV', gp_name: 'SV388', app_id: 'sv388', is_active: 1, halls: [{ gt_id: 8, has_demo: 0 }] },
  { gp_id: 'GPTF', gp_name: 'TF Gaming', app_id: 'tfgaming', is_active: 1, halls: [{ gt_id: 9, has_demo: 0 }] },
  { gp_id: 'GPSX', gp_name: 'Sexy Baccarat', app_id: 'sexy', is_active: 0, halls: [{ gt_id: 3, has_demo: 0 }] },
  { gp_id: 'GPRT', gp_name: 'Red Tiger', app_id: 'redtiger', is_active: 0, halls: [{ gt_id: 2, has_demo: 1 }] },
];

/** [gp_id, gt_id, game_code, en_US, bn_BD, demo, tags] */
export type NamedGame = [string, number, string, string, string, 0 | 1, string];

const live = (gp: string, prefix: string): NamedGame[] => [
  [gp, 3, `${prefix}_lobby`, 'Live Lobby', 'লাইভ লবি', 0, 'hot'],
  [gp, 3, `${prefix}_bac`, 'Baccarat', 'বাকারাট', 0, 'hot'],
  [gp, 3, `${prefix}_sbac`, 'Speed Baccarat', 'স্পিড বাকারাট', 0, ''],
  [gp, 3, `${prefix}_dt`, 'Dragon Tiger', 'ড্রাগন টাইগার', 0, 'hot'],
  [gp, 3, `${prefix}_rou`, 'Roulette', 'রুলেট', 0, ''],
  [gp, 3, `${prefix}_sicbo`, 'Sic Bo', 'সিক বো', 0, ''],
  [gp, 3, `${prefix}_bj`, 'Blackjack', 'ব্ল্যাকজ্যাক', 0, 'new'],
  [gp, 3, `${prefix}_ab`, 'Andar Bahar', 'আন্দর বাহার', 0, 'hot'],
  [gp, 3, `${prefix}_tp`, 'Teen Patti', 'তিন পাত্তি', 0, ''],
];

export const NAMED_GAMES: NamedGame[] = [
  ...live('GPAB', 'ab'),
  ...live('GPAG', 'ag'),
  ...live('GPBB', 'bb'),
  ...live('GPSX', 'sx'),
  ['GPEV', 3, 'ev_lobby', 'Evolution Lobby', 'ইভোলিউশন লবি', 0, 'hot'],
  ['GPEV', 3, 'ev_crazytime', 'Crazy Time', 'ক্রেজি টাইম', 0, 'hot'],
  ['GPEV', 3, 'ev_lightning', 'Lightning Roulette', 'লাইটনিং রুলেট', 0, 'hot'],
  ['GPEV', 3, 'ev_monopoly', 'Monopoly Live', 'মনোপলি লাইভ', 0, 'new'],
  ['GPEV', 3, 'ev_dealnodeal', 'Deal or No Deal', 'ডিল অর নো ডিল', 0, ''],
  ['GPEV', 3, 'ev_funky', 'Funky Time', 'ফাঙ্কি টাইম', 0, 'new'],
  ['GPEV', 3, 'ev_megaball', 'Mega Ball', 'মেগা বল', 0, ''],
  ['GPPG', 2, 'pg_fortune_tiger', 'Fortune Tiger', 'ফরচুন টাইগার', 1, 'hot'],
  ['GPPG', 2, 'pg_mahjong_ways', 'Mahjong Ways', 'মাহজং ওয়েজ', 1, 'hot'],
  ['GPPG', 2, 'pg_mahjong_ways2', 'Mahjong Ways 2', 'মাহজং ওয়েজ ২', 1, 'hot'],
  ['GPPG', 2, 'pg_lucky_neko', 'Lucky Neko', 'লাকি নেকো', 1, ''],
  ['GPPG', 2, 'pg_wild_bandito', 'Wild Bandito', 'ওয়াইল্ড ব্যান্ডিটো', 1, 'new'],
  ['GPPG', 2, 'pg_aztec', 'Treasures of Aztec', 'অ্যাজটেকের গুপ্তধন', 1, 'hot'],
  ['GPPG', 2, 'pg_ganesha_gold', 'Ganesha Gold', 'গণেশ গোল্ড', 1, ''],
  ['GPPG', 2, 'pg_ganesha_fortune', 'Ganesha Fortune', 'গণেশ ফরচুন', 1, 'new'],
  ['GPPG', 2, 'pg_dragon_hatch', 'Dragon Hatch', 'ড্রাগন হ্যাচ', 1, ''],
  ['GPPG', 2, 'pg_caishen', 'Caishen Wins', 'কাইশেন উইন্স', 1, ''],
  ['GPPG', 2, 'pg_queen_bounty', 'Queen of Bounty', 'কুইন অফ বাউন্টি', 1, ''],
  ['GPPG', 2, 'pg_dream_macau', 'Dream of Macau', 'ম্যাকাওয়ের স্বপ্ন', 1, ''],
  ['GPPG', 2, 'pg_fortune_ox', 'Fortune Ox', 'ফরচুন অক্স', 1, 'hot'],
  ['GPPG', 2, 'pg_fortune_rabbit', 'Fortune Rabbit', 'ফরচুন র‍্যাবিট', 1, ''],
  ['GPPG', 2, 'pg_fortune_mouse', 'Fortune Mouse', 'ফরচুন মাউস', 1, ''],
  ['GPPG', 2, 'pg_leprechaun', 'Leprechaun Riches', 'লেপ্রেকনের ধনসম্পদ', 1, ''],
  ['GPPG', 2, 'pg_jungle', 'Jungle Delight', 'জঙ্গলের আনন্দ', 1, ''],
  ['GPPG', 2, 'pg_candy', 'Candy Burst', 'ক্যান্ডি বার্স্ট', 1, ''],
  ['GPPG', 2, 'pg_phoenix', 'Phoenix Rises', 'ফিনিক্সের উত্থান', 1, ''],
  ['GPPG', 2, 'pg_genie', 'Genie\'s 3 Wishes', 'জিনের তিন ইচ্ছা', 1, ''],
  ['GPPG', 2, 'pg_piggy', 'Piggy Gold', 'পিগি গোল্ড', 1, ''],
  ['GPPG', 2, 'pg_shaolin', 'Shaolin Soccer', 'শাওলিন সকার', 1, 'new'],
  ['GPPG', 2, 'pg_bikini', 'Bikini Paradise', 'বিকিনি প্যারাডাইস', 1, ''],
  ['GPPG', 2, 'pg_cricket', 'Cricket Legends', 'ক্রিকেট কিংবদন্তি', 1, 'hot'],
  ['GPAG', 2, 'ag_fruit', 'Fruit Party', 'ফলের উৎসব', 1, ''],
  ['GPAG', 2, 'ag_dragon_gold', 'Dragon Gold', 'ড্রাগন সোনা', 1, ''],
  ['GPAG', 2, 'ag_fishing', 'Fishing King', 'মাছ ধরার রাজা', 1, 'hot'],
  ['GPAG', 2, 'ag_lotus', 'Lotus Pond', 'পদ্মপুকুর', 1, ''],
  ['GPSP', 2, 'sp_aviator', 'Aviator', 'এভিয়েটর', 1, 'hot'],
  ['GPSP', 2, 'sp_mines', 'Mines', 'মাইনস', 1, 'hot'],
  ['GPSP', 2, 'sp_plinko', 'Plinko', 'প্লিঙ্কো', 1, ''],
  ['GPSP', 2, 'sp_dice', 'Dice', 'ডাইস', 1, ''],
  ['GPSP', 2, 'sp_goal', 'Goal', 'গোল', 1, 'new'],
  ['GPSP', 2, 'sp_hilo', 'Hi Lo', 'হাই লো', 1, ''],
  ['GPSP', 2, 'sp_keno', 'Keno', 'কেনো', 1, ''],
  ['GPRT', 2, 'rt_dragons_luck', 'Dragon\'s Luck', 'ড্রাগনের ভাগ্য', 1, ''],
  ['GPRT', 2, 'rt_pirates', 'Pirates\' Plenty', 'জলদস্যুদের প্রাচুর্য', 1, ''],
  ['GPRT', 2, 'rt_mystery', 'Mystery Reels', 'রহস্যময় রিল', 1, ''],
  ['GPSB', 4, 'sb_lobby', 'Saba Sportsbook', 'সাবা স্পোর্টসবুক', 0, 'hot'],
  ['GPSB', 4, 'sb_cricket', 'Cricket', 'ক্রিকেট', 0, 'hot'],
  ['GPSB', 4, 'sb_football', 'Football', 'ফুটবল', 0, ''],
  ['GPSB', 4, 'sb_kabaddi', 'Kabaddi', 'কাবাডি', 0, 'new'],
  ['GPCM', 4, 'cm_lobby', 'CMD Sportsbook', 'সিএমডি স্পোর্টসবুক', 0, ''],
  ['GPCM', 4, 'cm_cricket', 'Cricket Exchange', 'ক্রিকেট এক্সচেঞ্জ', 0, 'hot'],
  ['GPCM', 4, 'cm_tennis', 'Tennis', 'টেনিস', 0, ''],
  ['GPSB', 7, 'sb_v_football', 'Virtual Football', 'ভার্চুয়াল ফুটবল', 1, 'hot'],
  ['GPSB', 7, 'sb_v_cricket', 'Virtual Cricket', 'ভার্চুয়াল ক্রিকেট', 1, 'hot'],
  ['GPSB', 7, 'sb_v_horse', 'Virtual Horse Racing', 'ভার্চুয়াল ঘোড়দৌড়', 1, ''],
  ['GPSB', 7, 'sb_v_greyhound', 'Virtual Greyhound', 'ভার্চুয়াল গ্রেহাউন্ড', 1, ''],
  ['GPSB', 7, 'sb_v_tennis', 'Virtual Tennis', 'ভার্চুয়াল টেনিস', 1, ''],
  ['GPSB', 7, 'sb_v_basketball', 'Virtual Basketball', 'ভার্চুয়াল বাস্কেটবল', 1, ''],
  ['GPBB', 5, 'bb_keno', 'BB Keno', 'বিবি কেনো', 1, ''],
  ['GPBB', 5, 'bb_lotto', 'BB Lotto', 'বিবি লটো', 1, 'hot'],
  ['GPBB', 5, 'bb_bingo', 'Bingo Star', 'বিঙ্গো স্টার', 1, ''],
  ['GPBB', 5, 'bb_fast3', 'Fast 3', 'ফাস্ট ৩', 1, ''],
  ['GPTC', 5, 'tc_lobby', 'TC Lottery Lobby', 'টিসি লটারি লবি', 0, 'hot'],
  ['GPTC', 5, 'tc_lucky5', 'Lucky 5', 'লাকি ৫', 0, ''],
  ['GPTC', 5, 'tc_dhaka_lotto', 'Dhaka Lotto', 'ঢাকা লটো', 0, 'new'],
  ['GPTC', 5, 'tc_pk10', 'PK 10', 'পিকে ১০', 0, ''],
  ['GPKM', 6, 'km_teen_patti', 'Teen Patti', 'তিন পাত্তি', 1, 'hot'],
  ['GPKM', 6, 'km_andar_bahar', 'Andar Bahar', 'আন্দর বাহার', 1, 'hot'],
  ['GPKM', 6, 'km_rummy', 'Rummy', 'রামি', 1, ''],
  ['GPKM', 6, 'km_ludo', 'Ludo', 'লুডো', 1, 'new'],
  ['GPKM', 6, 'km_poker', 'Poker', 'পোকার', 1, ''],
  ['GPKM', 6, 'km_jhandi', 'Jhandi Munda', 'ঝান্ডি মুন্ডা', 1, ''],
  ['GPKM', 6, 'km_7up', '7 Up 7 Down', 'সেভেন আপ সেভেন ডাউন', 1, ''],
  ['GPKM', 6, 'km_callbreak', 'Callbreak', 'কলব্রেক', 1, ''],
  ['GPKM', 6, 'km_dragon_tiger', 'Dragon Tiger', 'ড্রাগন টাইগার', 1, ''],
  ['GPKM', 6, 'km_sicbo', 'Thai Hi Lo', 'থাই হাই লো', 1, ''],
  ['GPJL', 6, 'jl_teen_patti', 'Teen Patti Joker', 'তিন পাত্তি জোকার', 1, ''],
  ['GPJL', 6, 'jl_rummy', 'Rummy Royale', 'রামি রয়্যাল', 1, ''],
  ['GPJL', 6, 'jl_callbreak', 'Callbreak Quick', 'কলব্রেক কুইক', 1, ''],
  ['GPJL', 6, 'jl_ludo', 'Ludo Quick', 'লুডো কুইক', 1, ''],
  ['GPSV', 8, 'sv_arena', 'SV388 Arena', 'এসভি৩৮৮ এরিনা', 0, 'hot'],
  ['GPSV', 8, 'sv_live', 'Cockfight Live', 'লাইভ মোরগ লড়াই', 0, ''],
  ['GPSV', 8, 'sv_derby', 'Derby Championship', 'ডার্বি চ্যাম্পিয়নশিপ', 0, 'new'],
  ['GPTF', 9, 'tf_lobby', 'TF E-Sports Lobby', 'টিএফ ই-স্পোর্টস লবি', 0, 'hot'],
  ['GPTF', 9, 'tf_dota2', 'Dota 2', 'ডোটা ২', 0, 'hot'],
  ['GPTF', 9, 'tf_cs2', 'Counter-Strike 2', 'কাউন্টার-স্ট্রাইক ২', 0, ''],
  ['GPTF', 9, 'tf_lol', 'League of Legends', 'লিগ অফ লেজেন্ডস', 0, ''],
  ['GPTF', 9, 'tf_valorant', 'Valorant', 'ভ্যালোরান্ট', 0, 'new'],
  ['GPTF', 9, 'tf_pubg', 'PUBG Mobile', 'পাবজি মোবাইল', 0, ''],
  ['GPTF', 9, 'tf_mlbb', 'Mobile Legends', 'মোবাইল লেজেন্ডস', 0, ''],
  ['GPTF', 9, 'tf_freefire', 'Free Fire', 'ফ্রি ফায়ার', 0, ''],
];

const ADJECTIVES: [string, string][] = [
  ['Golden', 'সোনালী'], ['Lucky', 'ভাগ্যবান'], ['Wild', 'বুনো'], ['Royal', 'রাজকীয়'], ['Mega', 'মেগা'],
  ['Super', 'সুপার'], ['Magic', 'জাদুকরী'], ['Fiery', 'অগ্নিময়'], ['Diamond', 'হীরার'], ['Crystal', 'স্ফটিকের'],
  ['Mystic', 'রহস্যময়'], ['Ancient', 'প্রাচীন'], ['Thunder', 'বজ্রের'], ['Silver', 'রূপালী'], ['Emerald', 'পান্নার'],
  ['Ruby', 'চুনির'], ['Happy', 'সুখী'], ['Crazy', 'পাগলা'], ['Sweet', 'মিষ্টি'], ['Shining', 'উজ্জ্বল'],
  ['Hidden', 'লুকানো'], ['Secret', 'গোপন'], ['Eternal', 'চিরন্তন'], ['Jungle', 'জঙ্গলের'], ['Ocean', 'সাগরের'],
];
const NOUNS: [string, string][] = [
  ['Tiger', 'বাঘ'], ['Dragon', 'ড্রাগন'], ['Phoenix', 'ফিনিক্স'], ['Fortune', 'ভাগ্য'], ['Treasure', 'গুপ্তধন'],
  ['Elephant', 'হাতি'], ['Peacock', 'ময়ূর'], ['Lotus', 'পদ্ম'], ['Temple', 'মন্দির'], ['Palace', 'প্রাসাদ'],
  ['Gems', 'রত্ন'], ['Fruits', 'ফল'], ['Coins', 'মুদ্রা'], ['Stars', 'তারা'], ['Moon', 'চাঁদ'],
  ['Sun', 'সূর্য'], ['River', 'নদী'], ['Kingdom', 'রাজ্য'], ['Queen', 'রানি'], ['King', 'রাজা'],
  ['Warrior', 'যোদ্ধা'], ['Empire', 'সাম্রাজ্য'], ['Fish', 'মাছ'], ['Horse', 'ঘোড়া'], ['Panda', 'পান্ডা'],
];

/** The 500 slot games of the large provider (GPJL), for the virtualised list. */
export function generatedSlotGames(gpId: string, count: number): NamedGame[] {
  const games: NamedGame[] = [];
  for (let i = 0; i < count; i += 1) {
    const adj = ADJECTIVES[i % ADJECTIVES.length]!;
    const noun = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]!;
    const tags = i % 17 === 0 ? 'hot' : i % 23 === 0 ? 'new' : '';
    games.push([gpId, 2, `jl_slot_${String(i + 1).padStart(3, '0')}`, `${adj[0]} ${noun[0]}`, `${adj[1]} ${noun[1]}`, 1, tags]);
  }
  return games;
}

/**
 * Slot labels of a provider: code, en_US, bn_BD, the tag that selects its games. No 'all' label: all games
 * is one of the game-list tabs the client draws itself (spec 2 and 9), beside these label tabs.
 */
export const SLOT_LABELS: [string, string, string, string][] = [
  ['hot', 'Hot', 'জনপ্রিয়', 'hot'],
  ['new', 'New', 'নতুন', 'new'],
];
