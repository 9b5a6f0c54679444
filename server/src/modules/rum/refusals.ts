/** Why the collector refuses a beacon, with the HTTP status and the code it answers (issue 22); nothing refused is stored. */
export const RUM_REFUSALS = {
  foreign_origin: { status: 403, message: 'Beacon from an origin that is not the site' },
  unissued_session: { status: 403, message: 'Beacon of a session the site did not issue' },
  rate_limited: { status: 429, message: 'Too many beacons from this address' },
  too_large: { status: 413, message: 'Beacon body too large' },
  bad_json: { status: 400, message: 'Beacon is not JSON' },
  bad_schema: { status: 422, message: 'Beacon does not follow the format' },
  not_local: { status: 403, message: 'RUM summary is for processes of this machine only' },
} as const;

export type RumRefusal = keyof typeof RUM_REFUSALS;

/** The reply body of a refusal: its HTTP status as the code, its name as the message, the detail as data. */
export const refusalBody = (refusal: RumRefusal, detail: string | null = null) => ({
  code: RUM_REFUSALS[refusal].status,
  message: refusal,
  data: { reason: RUM_REFUSALS[refusal].message, ...(detail ? { detail } : {}) },
});
