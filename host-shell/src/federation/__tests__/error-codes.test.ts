import { FEDERATION_ERRORS, FederationError, federationErrorCode } from '../error-codes';
import { RemoteUnavailableError } from '../load-remote';

describe('federation load failures carry MFP-RUNTIME codes', () => {
  test.each([
    ['our own error', new FederationError('MFP-RUNTIME-001', 'x'), 'MFP-RUNTIME-001'],
    [
      'our code inside a wrapped message',
      new Error('load failed: MFP-RUNTIME-002 entry script failed'),
      'MFP-RUNTIME-002',
    ],
    [
      'runtime RUNTIME-003 (manifest)',
      new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
      'MFP-RUNTIME-001',
    ],
    [
      'runtime RUNTIME-008 (script)',
      new Error('Failed to load script resources. #RUNTIME-008'),
      'MFP-RUNTIME-002',
    ],
    [
      'a missing chunk',
      Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
      'MFP-RUNTIME-004',
    ],
    ['no error at all', undefined, 'MFP-RUNTIME-004'],
  ])('%s -> %s', (_what, error, code) => {
    expect(federationErrorCode(error)).toBe(code);
  });

  test('the message starts with the code and its description; the cause is kept', () => {
    const cause = new TypeError('Failed to fetch');
    const e = new FederationError('MFP-RUNTIME-001', '/m.json', cause);
    expect(e.message).toBe('MFP-RUNTIME-001 manifest fetch failed: /m.json');
    expect(e.cause).toBe(cause);
    expect(new FederationError('MFP-RUNTIME-003').message).toBe('MFP-RUNTIME-003 contract major mismatch');
  });

  test('a remote that cannot be used says which code', () => {
    const e = new RemoteUnavailableError('mfe_games', 'MFP-RUNTIME-003');
    expect(e.code).toBe('MFP-RUNTIME-003');
    expect(e.message).toBe('mfe_games unavailable: MFP-RUNTIME-003 contract major mismatch');
  });

  test('every code is MFP-RUNTIME-nnn with a description', () => {
    for (const [code, text] of Object.entries(FEDERATION_ERRORS)) {
      expect(code).toMatch(/^MFP-RUNTIME-\d{3}$/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
