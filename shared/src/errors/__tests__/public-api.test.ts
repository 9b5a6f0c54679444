import * as types from '../../types';
import * as constants from '../../constants';
import * as validation from '../../validation';
import * as errors from '..';
import * as storage from '../../storage';

describe('public API of types, constants, validation, errors and storage', () => {
  it.each([
    ['types', types],
    ['constants', constants],
    ['validation', validation],
    ['errors', errors],
    ['storage', storage],
  ])('%s: every export is defined', (_name, module) => {
    const values = Object.values(module as Record<string, unknown>);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toBeDefined();
  });
  it('contact-app fields: wechat, qq, skype, fb, zalo, telegram, whats_app (spec 3)', () => {
    expect(types.CONTACT_APPS).toEqual(['wechat', 'qq', 'skype', 'fb', 'zalo', 'telegram', 'whats_app']);
  });
});
