import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { consumeCaptcha } from '../../core/captcha';
import type { ServerDeps } from '../../core/deps';
import { findMemberById, type MemberRow } from '../../core/members';
import { ipLoginCode } from '../../core/net';
import { verifyPasswordAsync } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { randomToken } from '../../core/tokens';
import {
  DEFAULT_AVAILABLE_QUESTIONS,
  DOUBLE_VALIDATION_CODES,
  DOUBLE_VALIDATION_MAX_FAILURES,
  DOUBLE_VALIDATION_SKIP_CODES,
} from './codes';
import { completeLogin } from './login-flow';
import { nowMs } from '../../core/clock';
import { loginRefusal } from '../safer-play/refusals';
import { deviceInfo, Str } from './schemas';

/** The question columns of spec section 3, in the order they are asked. */
export const QUESTIONS = ['member_name', 'identity_id', 'member_phone', 'member_email', 'withdraw_password'] as const;
type Question = (typeof QUESTIONS)[number];

const CHALLENGE_TTL_MS = 10 * 60_000;

interface ChallengeRow {
  id: string;
  member_id: number;
  reason: number;
  question: Question;
  asked: string;
  available_questions_count: number;
  failures: number;
  udid: string | null;
  expires_at: number;
  used: number;
}

function answerable(member: MemberRow, q: Question): boolean {
  return q === 'withdraw_password' ? !!member.withdraw_password_hash : member[q].trim() !== '';
}

/** Starts a double validation (107 different device, 802 withdraw password) and returns its challenge. */
export function openChallenge(deps: ServerDeps, member: MemberRow, reason: 107 | 802, udid: string | undefined) {
  const question: Question =
    reason === 802 ? 'withdraw_password' : (QUESTIONS.find((q) => answerable(member, q)) ?? 'withdraw_password');
  const id = randomToken(16);
  deps.db
    .prepare(
      `INSERT INTO login_challenges (id, member_id, reason, question, asked, available_questions_count, udid, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, member.id, reason, question, question, DEFAULT_AVAILABLE_QUESTIONS, udid ?? null, Date.now(), Date.now() + CHALLENGE_TTL_MS);
  return { member_login_id: id, question, available_questions_count: DEFAULT_AVAILABLE_QUESTIONS };
}

function liveChallenge(deps: ServerDeps, id: string): ChallengeRow | null {
  const row = deps.db.prepare('SELECT * FROM login_challenges WHERE id = ?').get(id) as ChallengeRow | undefined;
  return row && !row.used && row.expires_at > Date.now() ? row : null;
}

async function answerMatches(member: MemberRow, q: Question, answer: string): Promise<boolean> {
  if (q === 'withdraw_password') return verifyPasswordAsync(answer, member.withdraw_password_hash);
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return norm(member[q]) === norm(answer);
}

const dvBody = Type.Object({
  member_login_id: Type.Union([Str(64), Type.Integer()]),
  answer: Type.Optional(Str(200)),
  captcha_answer: Type.Optional(Str(16)),
  captcha_token: Type.Optional(Str(128)),
  ...deviceInfo,
});
const skipBody = Type.Object({ member_login_id: Type.Union([Str(64), Type.Integer()]) });

type DvBody = { member_login_id: string | number; answer?: string; captcha_answer?: string; captcha_token?: string; udid?: string; device?: string; remote_addr?: string };

const failDv = (code: keyof typeof DOUBLE_VALIDATION_CODES) => fail(code, DOUBLE_VALIDATION_CODES[code]);

export function doubleValidationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post(
    '/api/login/double_validation',
    { schema: { tags: ['auth'], body: dvBody }, config: { validationCode: 101 } },
    async (request, reply) => {
      const body = request.body as DvBody;
      const challenge = liveChallenge(deps, String(body.member_login_id));
      if (!challenge) return failDv(101);
      const member = findMemberById(deps.db, challenge.member_id);
      if (!member) return failDv(101);
      if (member.status === 'disabled') return failDv(102);
      if (member.status === 'frozen') return failDv(202);
      if (ipLoginCode(deps, request.clientIp, body.remote_addr) !== null) return failDv(106);
      if (!consumeCaptcha(deps.db, body.captcha_token, body.captcha_answer)) return failDv(105);
      const answer = (body.answer ?? '').trim();
      if (answer === '') return failDv(104);
      if (!answerable(member, challenge.question)) return failDv(205);
      if (challenge.question === 'withdraw_password' && !/^\d{4}$/.test(answer)) return failDv(206);
      if (!(await answerMatches(member, challenge.question, answer))) {
        const failures = challenge.failures + 1;
        const closed = failures >= DOUBLE_VALIDATION_MAX_FAILURES;
        deps.db.prepare('UPDATE login_challenges SET failures = ?, used = ? WHERE id = ?').run(failures, closed ? 1 : 0, challenge.id);
        return failDv(closed ? 998 : 103);
      }
      deps.db.prepare('UPDATE login_challenges SET used = 1 WHERE id = ?').run(challenge.id);
      const onBreak = loginRefusal(deps.db, member.id, nowMs(deps));
      if (onBreak) return onBreak;
      return ok(await completeLogin(deps, member, { ...body, udid: body.udid ?? challenge.udid ?? undefined }, request, reply));
    },
  );

  app.post(
    '/api/login/double_validation/skip',
    { schema: { tags: ['auth'], body: skipBody }, config: { validationCode: 101 } },
    async (request) => {
      const { member_login_id } = request.body as { member_login_id: string | number };
      const challenge = liveChallenge(deps, String(member_login_id));
      const member = challenge ? findMemberById(deps.db, challenge.member_id) : undefined;
      if (!challenge || !member) return fail(101, DOUBLE_VALIDATION_SKIP_CODES[101]);
      const asked = challenge.asked.split(',');
      const next = QUESTIONS.find((q) => !asked.includes(q) && answerable(member, q));
      if (challenge.reason === 802 || challenge.available_questions_count <= 1 || !next) {
        return fail(102, DOUBLE_VALIDATION_SKIP_CODES[102]);
      }
      const count = challenge.available_questions_count - 1;
      deps.db
        .prepare('UPDATE login_challenges SET question = ?, asked = ?, available_questions_count = ? WHERE id = ?')
        .run(next, [...asked, next].join(','), count, challenge.id);
      return ok({ member_login_id: challenge.id, question: next, available_questions_count: count });
    },
  );
}
