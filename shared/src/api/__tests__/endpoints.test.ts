import * as api from '..';
import { installFakeClient, ok } from './fake-adapter';

const { calls, answer } = installFakeClient();

const device = {
  remote_addr: '1.1.1.1',
  host: 'h',
  device: 'pc' as const,
  system_group: 'g',
  udid: 'u',
  login_type: 1,
  cdn: 'c',
  system: 's',
  browser: 'b',
  system_version: 'v',
};

type Row = [string, () => Promise<unknown>, string, string, Record<string, unknown> | undefined];
const S = 1;
const rows: Row[] = [
  [
    'postDemoPlay',
    () =>
      api.postDemoPlay({
        site_id: S,
        currency: 'BDT',
        device: 'pc',
        gp_id: 'GPAB',
        game_type: 2,
        game_code: 'x',
        house: 'h',
      }),
    'POST',
    '/api/demo/play',
    { gp_id: 'GPAB', game_code: 'x' },
  ],
  ['postDemoGpGames', () => api.postDemoGpGames({ site_id: S, currency: 'BDT', device: 'pc', gp_id: 'GPAB', game_type_id: 2 }), 'POST', '/api/demo/gp_games', { game_type_id: 2 }],
  ['postDemoGtGames', () => api.postDemoGtGames({ site_id: S, support_device: 1, currency: 'BDT', template: 't' }), 'POST', '/api/demo/gt_games', { support_device: 1 }],
  ['postGamePlay', () => api.postGamePlay({ gpId: 'GPAB', game_type: 2, game_code: 'g', lobby_url: '/close', device: 'pc' }), 'POST', '/api/member/game/play1', { gpId: 'GPAB', lobby_url: '/close' }],
  ['postGameLeave', () => api.postGameLeave(), 'POST', '/api/member/game/leave1', undefined],
  ['postLastPlayingGame', () => api.postLastPlayingGame(), 'POST', '/api/arks/web/member-games/last-playing-game', undefined],
  ['postHotGames', () => api.postHotGames({ site_id: S, currency: 'BDT', gt_id: 2 }), 'POST', '/api/arks/web/member-games/hot-games', { gt_id: 2 }],
  ['postFavoriteStore', () => api.postFavoriteStore([{ game_id: 1, status: 1 }]), 'POST', '/api/arks/web/member-games/favorite/store', { data: [{ game_id: 1, status: 1 }] }],
  ['postGameList', () => api.postGameList({ currency: 'BDT', site_id: S, support_device: 1, template: 't' }), 'POST', '/api/v3/game_list', { template: 't' }],
  ['postTagGameList', () => api.postTagGameList({ site_id: S, currency: 'BDT', support_device: 1, tag: 'hot', gt_id: 2 }), 'POST', '/api/v2/get_tag_game_list', { tag: 'hot' }],
  ['postGameLabel', () => api.postGameLabel({ site_id: S, currency: 'BDT', device: 'pc', gp_id: 'GPAB', game_type_id: 2 }), 'POST', '/api/v2/game_label', { gp_id: 'GPAB' }],
  ['postTemplateGameList', () => api.postTemplateGameList({ site_id: S, currency: 'BDT', support_device: 1 }), 'POST', '/api/v2/get_template_game_list', { support_device: 1 }],
  ['postJackpot', () => api.postJackpot('BDT'), 'POST', '/api/v2/get_jackpot', { currency: 'BDT' }],
  ['postSportQuickBetUrl', () => api.postSportQuickBetUrl({ currency: 'BDT', support_device: 1, domain: 'd', site_id: S }), 'POST', '/api/arks/web/game/sport-quickbet-url', { domain: 'd' }],
  ['postBulletin visitor', () => api.postBulletin({ site_id: S, display_device: 1, display_location: 2 }, false), 'POST', '/api/arks/web/bulletin', { display_location: 2 }],
  ['postBulletin member', () => api.postBulletin({ site_id: S, display_device: 1, display_location: 3 }, true), 'POST', '/api/arks/web/bulletin/member', { display_location: 3 }],
  ['postBulletinHistory', () => api.postBulletinHistory({ site_id: S, display_device: 0, display_location: 2 }), 'POST', '/api/arks/web/bulletin/history', { display_device: 0 }],
  ['postBulletinHide', () => api.postBulletinHide({ site_id: S, display_device: 0, display_location: 2 }), 'POST', '/api/arks/web/bulletin/member/hide', { site_id: S }],
  ['postCarouselPicture', () => api.postCarouselPicture({ site_id: S, use_type: 2 }), 'POST', '/api/arks/web/carousel_picture', { use_type: 2 }],
  ['postAnnouncementMarquee', () => api.postAnnouncementMarquee({ site_id: S, sort_field: 'sort', sort_order: 'asc' }), 'POST', '/api/arks/web/announcement/marquee', { sort_field: 'sort' }],
  ['postLogo', () => api.postLogo(S), 'POST', '/api/web/logo', { site_id: S }],
  ['postSiteDetail', () => api.postSiteDetail(S), 'POST', '/api/arks/web/site/detail', { site_id: S }],
  ['postModelSetting', () => api.postModelSetting({ site_id: S, language: 'en_US', model_version: 1 }), 'POST', '/api/web/model_setting', { language: 'en_US' }],
  ['postModelSponsor', () => api.postModelSponsor({ site_id: S, language: 'en_US', model_version: 1 }), 'POST', '/api/web/model_sponsor', { model_version: 1 }],
  ['postModelLogin', () => api.postModelLogin({ site_id: S, language: 'en_US', model_version: 1 }), 'POST', '/api/web/model_login', { site_id: S }],
  ['postWebMobileFooter', () => api.postWebMobileFooter({ site_id: S, template: 'bob' }), 'POST', '/api/arks/web/web-mobile-footer', { template: 'bob' }],
  ['postFooter', () => api.postFooter(S), 'POST', '/api/arks/web/footer', { site_id: S }],
  ['postFloat', () => api.postFloat(S), 'POST', '/api/arks/web/float', { site_id: S }],
  ['postRegisterBackground', () => api.postRegisterBackground({ site_id: S, template: 't' }), 'POST', '/api/arks/web/model/register-background/detail', { template: 't' }],
  ['postMyCash', () => api.postMyCash(), 'POST', '/api/member/profile/my_cash', undefined],
  ['postBalanceAllBack', () => api.postBalanceAllBack(), 'POST', '/api/member/profile/balance/all/back', undefined],
  ['postBalanceGetBack', () => api.postBalanceGetBack(), 'POST', '/api/member/profile/balance_get_back', undefined],
  ['postMemberLayout', () => api.postMemberLayout(), 'POST', '/api/member/profile/common/layout', undefined],
  ['postMemberProfile', () => api.postMemberProfile(), 'POST', '/api/member/profile', {}],
  ['postEditPassword', () => api.postEditPassword({ password: 'a' }), 'POST', '/api/member/profile/edit_password', { password: 'a' }],
  ['postMemberInfo', () => api.postMemberInfo(7), 'POST', '/api/member_info', { id: 7 }],
  ['postAgentLevelRename', () => api.postAgentLevelRename(), 'POST', '/api/arks/web/agent-level-rename', undefined],
  ['postBonusSettingCheck', () => api.postBonusSettingCheck({ member_currency: 'BDT', site_id: S }), 'POST', '/api/bonus_setting/check', { member_currency: 'BDT' }],
  ['postApplyForAgentCheck', () => api.postApplyForAgentCheck(9), 'POST', '/api/member/apply_for_agent/check', { agent_id: 9, apply_agent_flag: 0 }],
  ['postCashSurplusCheck', () => api.postCashSurplusCheck({ site_id: S, currency: 'BDT' }), 'POST', '/api/arks/web/cash_surplus/check', { currency: 'BDT' }],
  ['postLetterList', () => api.postLetterList({ active: 1, language: 'en_US', site_id: S }), 'POST', '/api/arks/web/member/letter', { count: 50, page: 1, sort_field: 'id', sort_order: 'desc', active: 1 }],
  ['postLetterRead', () => api.postLetterRead(3), 'POST', '/api/arks/web/member/letter/read', { id: 3 }],
  ['postLetterDestroy', () => api.postLetterDestroy({ active: 1, language: 'en_US', site_id: S, page: 2 }), 'POST', '/api/arks/web/member/letter/destroy', { count: 50, page: 2 }],
  ['postRedEnvelopePromotion', () => api.postRedEnvelopePromotion(), 'POST', '/api/arks/web/activity/red_envelope_promotion', undefined],
  ['postRedEnvelopeClaim', () => api.postRedEnvelopeClaim(4), 'POST', '/api/arks/web/activity/red_envelope', { id: 4 }],
  ['getLoginHeader', () => api.getLoginHeader(), 'GET', '/api/get_login_header', undefined],
  [
    'postLogin',
    () =>
      api.postLogin(
        { ...device, account: 'a', password: 'p', site_id: S, answer: '1', captcha_token: 'c' },
        { 'x-login': 'h' },
      ),
    'POST',
    '/api/login',
    { account: 'a', captcha_token: 'c', udid: 'u' },
  ],
  [
    'postDoubleValidation',
    () =>
      api.postDoubleValidation({
        ...device,
        member_login_id: 5,
        answer: 'a',
        captcha_answer: 'c',
        captcha_token: 't',
      }),
    'POST',
    '/api/login/double_validation',
    { member_login_id: 5, captcha_answer: 'c' },
  ],
  ['postDoubleValidationSkip', () => api.postDoubleValidationSkip(5), 'POST', '/api/login/double_validation/skip', { member_login_id: 5 }],
  ['postLogout', () => api.postLogout(), 'POST', '/api/logout', {}],
  ['postCaptcha', () => api.postCaptcha(1, S), 'POST', '/api/captcha', { type: 1, site_id: S }],
  ['postWithdrawVerify', () => api.postWithdrawVerify({ account: 'a', withdraw_password: '1234', member_email: 'e' }), 'POST', '/api/arks/web/vx/verify', { withdraw_password: '1234' }],
  ['postPasswordReset', () => api.postPasswordReset({ account: 'a', password: 'p', token: 't' }), 'POST', '/api/arks/web/vx/reset', { token: 't' }],
  ['postRegisterSettings', () => api.postRegisterSettings(S), 'POST', '/api/arks/web/register-settings', { site_id: S }],
  ['postServiceAgreement', () => api.postServiceAgreement(S), 'POST', '/api/arks/web/register-settings/service-agreement', { site_id: S }],
  ['postRegisterVerification', () => api.postRegisterVerification({ member_account: 'abc' }, { site_id: S, member_currency: 'BDT' }), 'POST', '/api/register/verification', { member_account: 'abc', verification: 1, member_currency: 'BDT' }],
  ['postRegisterSms', () => api.postRegisterSms({ member_phone: '1', currency: 'BDT', site_id: S }), 'POST', '/api/register/sms', { type: 'register_member' }],
  ['postRegisterValidMessage', () => api.postRegisterValidMessage({ site_id: S, recommend_code: 'R' }), 'POST', '/api/register/valid_message', { recommend_code: 'R' }],
  ['postCheckAgentDomain', () => api.postCheckAgentDomain({ host: 'a.test', site_id: S }), 'POST', '/api/arks/web/check-agent-domain', { host: 'a.test' }],
  ['postFbTracking', () => api.postFbTracking({ event: 'x' }), 'POST', '/api/fb_tracking', { event: 'x' }],
  ['postTemplateConfig', () => api.postTemplateConfig('bob'), 'POST', '/api/template_config', { mobileTemplateName: 'bob' }],
  ['getClientCaptcha', () => api.getClientCaptcha(), 'GET', '/clientCaptcha', undefined],
  ['postCheckIframe', () => api.postCheckIframe('https://x'), 'POST', '/check_iframe', { url: 'https://x' }],
  ['getBuildManifest', () => api.getBuildManifest('b1'), 'GET', '/builds/meta/b1.json', undefined],
  ['getLatestBuild', () => api.getLatestBuild(undefined, 5), 'GET', '/builds/latest.json', undefined],
  ['getPagePayload', () => api.getPagePayload('/faq/'), 'GET', '/faq/_payload.json', undefined],
  ['getIconData', () => api.getIconData(['a', 'b']), 'GET', '/icons', undefined],
  ['postCenterRead', () => api.postCenterRead('/member/x', { a: 1 }), 'POST', '/api/member/x', { a: 1 }],
  ['postCenterWrite', () => api.postCenterWrite('/member/y'), 'POST', '/api/member/y', undefined],
];

describe('endpoints (spec 7): each call hits its stated path with the spec field names', () => {
  test.each(rows)('%s', async (_name, call, method, url, fields) => {
    await call();
    const c = calls[0]!;
    expect(c.method?.toUpperCase()).toBe(method);
    expect(c.url).toBe(url);
    if (fields) {
      const body: unknown = typeof c.data === 'string' ? JSON.parse(c.data) : c.data;
      expect(body).toMatchObject(fields);
    }
  });

  test('postRegister: checkPassword is never sent', async () => {
    await api.postRegister({
      siteId: 1,
      memberAccount: 'a',
      password: 'p',
      checkPassword: 'p',
      memberCurrency: 'BDT',
    } as never);
    const body = JSON.parse(String(calls[0]!.data)) as Record<string, unknown>;
    expect(calls[0]!.url).toBe('/api/register');
    expect(body).not.toHaveProperty('checkPassword');
    expect(body.memberAccount).toBe('a');
  });

  test('getLatestBuild: carries a timestamp query', async () => {
    await api.getLatestBuild(undefined, 42);
    expect(calls[0]!.params).toEqual({ t: 42 });
  });

  test('postLogin: carries the login header', async () => {
    await api.postLogin(
      { ...device, account: 'a', password: 'p', site_id: S, answer: '1', captcha_token: 'c' },
      { 'x-login': 'h' },
    );
    expect(calls[0]!.headers.get('x-login')).toBe('h');
  });

  test('postGetInfoData: the JSON string with the four fields is accepted', async () => {
    answer({ body: JSON.stringify({ tk: 't', member_id: 1, member_account: 'a', member_currency: 'BDT' }) });
    await expect(api.postGetInfoData('E')).resolves.toEqual({
      tk: 't',
      member_id: '1',
      member_account: 'a',
      member_currency: 'BDT',
    });
    expect(calls[0]!.url).toBe('/get_info_data');
  });

  test('postGetInfoData: a reply wrapping the JSON string is accepted; missing fields or failure give null', async () => {
    answer(ok(JSON.stringify({ tk: 't', member_id: 1, member_account: 'a', member_currency: 'BDT' })));
    await expect(api.postGetInfoData('E')).resolves.toMatchObject({ tk: 't' });
    answer({ body: { tk: 't', member_id: 1, member_account: 'a' } });
    await expect(api.postGetInfoData('E')).resolves.toBeNull();
    answer({ body: 'not json' });
    await expect(api.postGetInfoData('E')).resolves.toBeNull();
    answer({ body: 5 });
    await expect(api.postGetInfoData('E')).resolves.toBeNull();
    answer({ status: 500 });
    await expect(api.postGetInfoData('E')).resolves.toBeNull();
  });

  test('reads are retried once, mutations never: postGameList vs postLogin', async () => {
    answer({ status: 503 });
    await expect(
      api.postGameList({ currency: 'BDT', site_id: 1, support_device: 1, template: 't' }),
    ).rejects.toBeTruthy();
    expect(calls).toHaveLength(2);
    calls.length = 0;
    await expect(
      api.postLogin({ ...device, account: 'a', password: 'p', site_id: S, answer: '1', captcha_token: 'c' }),
    ).rejects.toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});
