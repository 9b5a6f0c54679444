/** Site content seeded on first start: banners, bulletins, marquee, template items, settings. */

/** [use_type, link_type, link_method, url, title, game link (gt_id, gp_id) or null, currency] */
export type BannerSeed = [number, number, number, string, string, [number, string] | null, string | null];

export const BANNER_SEEDS: BannerSeed[] = [
  [0, 0, 1, 'https://example.com/cricket-world-cup', 'Cricket World Cup Bonus', null, null],
  [0, 1, 0, '/discount/1', 'Welcome Bonus 100%', null, null],
  [0, 2, 0, '', 'Play Aviator Now', [2, 'GPSP'], 'BDT'],
  [0, 2, 0, '', 'Evolution Live Casino', [3, 'GPEV'], 'USD'],
  [1, 0, 1, 'https://example.com/app', 'Download the App', null, null],
  [1, 1, 0, '/gameHall/4', 'Sports Betting', null, null],
  [1, 2, 0, '', 'JILI Slots', [2, 'GPJL'], 'BDT'],
  [2, 0, 1, 'https://example.com/mobile-promo', 'Mobile Promotion', null, null],
  [2, 1, 0, '/faq/1', 'How to Deposit', null, null],
  [2, 2, 0, '', 'Teen Patti', [6, 'GPKM'], 'BDT'],
];

/** [title_en, title_bn, content_en, content_bn, display_device, display_location, audience (0 all, 1 visitor, 2 member), display_frequency] */
export type BulletinSeed = [string, string, string, string, number, number, number, number];

export const BULLETIN_SEEDS: BulletinSeed[] = [
  ['Welcome to the site', 'সাইটে স্বাগতম', '<p>Get a <b>100% welcome bonus</b> on your first deposit.</p>', '<p>প্রথম জমায় <b>১০০% স্বাগত বোনাস</b> পান।</p>', 0, 2, 0, 1],
  ['Desktop only offer', 'শুধু ডেস্কটপ অফার', '<p>Desktop players get 5% cashback on live casino.</p>', '<p>ডেস্কটপ খেলোয়াড়রা লাইভ ক্যাসিনোতে ৫% ক্যাশব্যাক পান।</p>', 1, 2, 0, 1],
  ['Mobile only offer', 'শুধু মোবাইল অফার', '<p>Play on mobile and win free spins.</p>', '<p>মোবাইলে খেলুন এবং ফ্রি স্পিন জিতুন।</p>', 2, 2, 0, 1],
  ['Members: daily rebate', 'সদস্য: দৈনিক রিবেট', '<p>Members receive a daily rebate of up to 1.2%.</p>', '<p>সদস্যরা ১.২% পর্যন্ত দৈনিক রিবেট পান।</p>', 0, 2, 2, 0],
  // Shown to members of every currency: it names no channel (the deposit page names the member's own).
  ['Deposit times', 'জমার সময়', '<p>A deposit is credited within 3 minutes of your payment.</p>', '<p>আপনার পেমেন্টের ৩ মিনিটের মধ্যে জমা যোগ হয়।</p>', 0, 3, 2, 1],
  ['Sign up today', 'আজই নিবন্ধন করুন', '<p>Register now and try every demo game for free.</p>', '<p>এখনই নিবন্ধন করুন এবং সব ডেমো গেম বিনামূল্যে খেলুন।</p>', 0, 2, 1, 1],
];

/** [content_en, content_bn, before_login, after_login] */
export const MARQUEE_SEEDS: [string, string, number, number][] = [
  ['Welcome! Deposit with bKash, Nagad or Rocket 24/7.', 'স্বাগতম! ২৪/৭ বিকাশ, নগদ বা রকেটে জমা দিন।', 1, 1],
  ['Cricket live betting is open for every match of the series.', 'সিরিজের প্রতিটি ম্যাচে ক্রিকেট লাইভ বেটিং চালু আছে।', 1, 1],
  ['Members: claim your red envelope before it expires.', 'সদস্যরা: মেয়াদ শেষের আগে লাল খাম সংগ্রহ করুন।', 0, 1],
  ['Scheduled maintenance of Saba Sports on Tuesday 02:00-04:00.', 'মঙ্গলবার ০২:০০-০৪:০০ সাবা স্পোর্টসের নির্ধারিত রক্ষণাবেক্ষণ।', 1, 0],
];

/** [kind, template, title_en, title_bn, content_en, content_bn, url]; `main#Title` / `faq#Title` become main/{id} / faq/{id} of that news or FAQ item. */
export type ContentSeed = [string, string, string, string, string, string, string];

export const CONTENT_SEEDS: ContentSeed[] = [
  ['discount', '', 'Welcome Bonus 100%', 'স্বাগত বোনাস ১০০%', '<p>Deposit at least ৳500 and receive a 100% bonus up to ৳10,000. 15x turnover.</p>', '<p>কমপক্ষে ৳৫০০ জমা দিন এবং ৳১০,০০০ পর্যন্ত ১০০% বোনাস পান। ১৫ গুণ টার্নওভার।</p>', ''],
  ['discount', '', 'Daily Reload 10%', 'দৈনিক রিলোড ১০%', '<p>Every day, your first deposit earns a 10% reload bonus.</p>', '<p>প্রতিদিন আপনার প্রথম জমায় ১০% রিলোড বোনাস।</p>', ''],
  ['discount', '', 'Cricket Cashback', 'ক্রিকেট ক্যাশব্যাক', '<p>5% cashback on net cricket losses every week.</p>', '<p>প্রতি সপ্তাহে ক্রিকেটের নিট ক্ষতির উপর ৫% ক্যাশব্যাক।</p>', ''],
  ['discount', '', 'Refer a Friend', 'বন্ধুকে রেফার করুন', '<p>Invite friends with your recommend code and earn rewards.</p>', '<p>আপনার রেফার কোড দিয়ে বন্ধুদের আমন্ত্রণ জানান এবং পুরস্কার অর্জন করুন।</p>', ''],
  ['news', '', 'New live casino tables', 'নতুন লাইভ ক্যাসিনো টেবিল', '<p>Evolution adds Funky Time and Monopoly Live.</p>', '<p>ইভোলিউশন ফাঙ্কি টাইম এবং মনোপলি লাইভ যুক্ত করেছে।</p>', ''],
  ['news', '', 'BPL season betting', 'বিপিএল মৌসুমের বেটিং', '<p>Bet on every match of the Bangladesh Premier League.</p>', '<p>বাংলাদেশ প্রিমিয়ার লিগের প্রতিটি ম্যাচে বাজি ধরুন।</p>', ''],
  ['news', '', 'App update', 'অ্যাপ আপডেট', '<p>The Android app now supports fingerprint login.</p>', '<p>অ্যান্ড্রয়েড অ্যাপ এখন ফিঙ্গারপ্রিন্ট লগইন সমর্থন করে।</p>', ''],
  ['faq', '', 'How do I deposit?', 'আমি কীভাবে জমা দেব?', '<p>Open the member center, choose Deposit, pick bKash, Nagad or Rocket and follow the steps.</p>', '<p>সদস্য কেন্দ্র খুলুন, জমা নির্বাচন করুন, বিকাশ, নগদ বা রকেট বেছে নিন এবং ধাপগুলো অনুসরণ করুন।</p>', ''],
  ['faq', '', 'How do I withdraw?', 'আমি কীভাবে উত্তোলন করব?', '<p>Bind a bank account, then request a withdrawal with your 4-digit withdraw password.</p>', '<p>একটি ব্যাংক অ্যাকাউন্ট যুক্ত করুন, তারপর আপনার ৪ সংখ্যার উত্তোলন পাসওয়ার্ড দিয়ে উত্তোলনের অনুরোধ করুন।</p>', ''],
  ['faq', '', 'What is a provider wallet?', 'প্রোভাইডার ওয়ালেট কী?', '<p>Each game provider keeps its own balance; use one-key transfer back to collect it.</p>', '<p>প্রতিটি গেম প্রোভাইডারের নিজস্ব ব্যালেন্স থাকে; তা ফেরত আনতে ওয়ান-কী ট্রান্সফার ব্যবহার করুন।</p>', ''],
  ['faq', '', 'Responsible gaming', 'দায়িত্বশীল গেমিং', '<p>Set limits and play responsibly. Players must be 18 or older.</p>', '<p>সীমা নির্ধারণ করুন এবং দায়িত্বের সাথে খেলুন। খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে।</p>', ''],
  ['ad', 'site02', 'Live Casino', 'লাইভ ক্যাসিনো', '', '', 'main#New live casino tables'],
  ['ad', 'site02', 'Sports', 'স্পোর্টস', '', '', 'https://example.com/sports'],
  ['sponsor', '', 'Dhaka Dynamites', 'ঢাকা ডায়নামাইটস', '<p>Official betting partner.</p>', '<p>অফিসিয়াল বেটিং পার্টনার।</p>', 'https://example.com/sponsor/dhaka'],
  ['sponsor', '', 'Chattogram Challengers', 'চট্টগ্রাম চ্যালেঞ্জার্স', '<p>Principal sponsor.</p>', '<p>প্রধান স্পনসর।</p>', 'https://example.com/sponsor/ctg'],
  ['sponsor', '', 'Sylhet Strikers', 'সিলেট স্ট্রাইকার্স', '<p>Sleeve sponsor.</p>', '<p>স্লিভ স্পনসর।</p>', 'https://example.com/sponsor/sylhet'],
  ['login', '', 'Login banner', 'লগইন ব্যানার', '', '', ''],
  ['footer', '', 'About us', 'আমাদের সম্পর্কে', '', '', 'main#App update'],
  ['footer', '', 'FAQ', 'সাধারণ প্রশ্ন', '', '', 'faq#How do I deposit?'],
  ['footer', '', 'Responsible gaming', 'দায়িত্বশীল গেমিং', '', '', 'faq#Responsible gaming'],
  ['footer', '', 'Affiliate', 'অ্যাফিলিয়েট', '', '', 'https://example.com/affiliate'],
  ['mobile_footer', 'bob', 'Home', 'হোম', '', '', '/'],
  ['mobile_footer', 'bob', 'Promotions', 'প্রচার', '', '', '/discount'],
  ['mobile_footer', 'bob', 'Deposit', 'জমা', '', '', '/user/Deposit'],
  ['mobile_footer', 'bob', 'Member', 'সদস্য', '', '', '/user/Info'],
  ['float', '', 'Customer service', 'গ্রাহক সেবা', '', '', 'https://example.com/livechat'],
  ['float', '', 'Telegram', 'টেলিগ্রাম', '', '', 'https://t.me/example'],
  ['float', '', 'App download', 'অ্যাপ ডাউনলোড', '', '', 'main#App update'],
];

/** Deposit channels: [currency, name, type, min, max] */
export const DEPOSIT_CHANNEL_SEEDS: [string, string, string, number, number][] = [
  ['BDT', 'bKash', 'ewallet', 200, 25000],
  ['BDT', 'Nagad', 'ewallet', 200, 25000],
  ['BDT', 'Rocket', 'ewallet', 300, 20000],
  ['BDT', 'Local Bank Transfer', 'bank', 1000, 500000],
  ['USD', 'USDT (TRC20)', 'crypto', 10, 50000],
  ['USD', 'Bank Wire', 'bank', 50, 100000],
];

/** Agent commission plan: [currency, level, min active members, min profit, rate] */
export const AGENT_PLAN_SEEDS: [string, number, number, number, number][] = [
  ['BDT', 1, 5, 0, 0.25],
  ['BDT', 2, 10, 50000, 0.3],
  ['BDT', 3, 20, 200000, 0.35],
  ['BDT', 4, 50, 1000000, 0.4],
  ['USD', 1, 5, 0, 0.25],
  ['USD', 2, 10, 500, 0.3],
  ['USD', 3, 20, 2000, 0.35],
  ['USD', 4, 50, 10000, 0.4],
];

export const AGENT_LEVEL_NAMES: [number, string, string][] = [
  [1, 'Bronze Agent', 'ব্রোঞ্জ এজেন্ট'],
  [2, 'Silver Agent', 'রৌপ্য এজেন্ট'],
  [3, 'Gold Agent', 'স্বর্ণ এজেন্ট'],
  [4, 'Diamond Agent', 'হীরক এজেন্ট'],
];

export const AGENT_AGREEMENT = {
  en_US: '<h3>Agent agreement</h3><p>Agents earn commission on the net win/loss of their active downline members, settled monthly. Fraud, self-betting and bonus abuse void commission.</p>',
  bn_BD: '<h3>এজেন্ট চুক্তি</h3><p>এজেন্টরা তাদের সক্রিয় ডাউনলাইন সদস্যদের নিট জয়/পরাজয়ের উপর কমিশন পান, যা মাসিক নিষ্পত্তি হয়। প্রতারণা, নিজে বাজি ধরা এবং বোনাসের অপব্যবহার কমিশন বাতিল করে।</p>',
};

export const RECOMMEND_PROJECT_SEEDS: [string, string, string, string, string, number, number][] = [
  ['BDT', 'Refer a friend', 'বন্ধুকে রেফার করুন', '<p>Earn ৳300 for every friend who deposits ৳1,000 or more.</p>', '<p>৳১,০০০ বা তার বেশি জমা দেওয়া প্রতিটি বন্ধুর জন্য ৳৩০০ অর্জন করুন।</p>', 300, 1000],
  ['USD', 'Refer a friend', 'বন্ধুকে রেফার করুন', '<p>Earn $5 for every friend who deposits $20 or more.</p>', '<p>$২০ বা তার বেশি জমা দেওয়া প্রতিটি বন্ধুর জন্য $৫ অর্জন করুন।</p>', 5, 20],
];
