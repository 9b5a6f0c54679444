/** @jest-environment node */
import { gameName } from '../game';
import { linkTarget } from '../content';

describe('gameName (spec 3, game entry game_name)', () => {
  it('game entry: a string game_name is used as is for every locale', () => {
    expect(gameName({ game_name: 'Aviator' }, 'bn_BD')).toBe('Aviator');
  });
  it('game entry: an object game_name gives the name of the requested locale', () => {
    expect(gameName({ game_name: { en_US: 'Crash', bn_BD: 'ক্র্যাশ' } }, 'bn_BD')).toBe('ক্র্যাশ');
  });
  it('game entry: a missing locale falls back to en_US', () => {
    expect(gameName({ game_name: { en_US: 'Crash', zh_CN: '崩溃' } }, 'bn_BD')).toBe('Crash');
  });
  it('game entry: an empty locale name falls back to en_US', () => {
    expect(gameName({ game_name: { en_US: 'Crash', bn_BD: '' } }, 'bn_BD')).toBe('Crash');
  });
  it('game entry: without en_US, any non-empty name is used, else the empty string', () => {
    expect(gameName({ game_name: { zh_CN: '崩溃' } }, 'bn_BD')).toBe('崩溃');
    expect(gameName({ game_name: {} }, 'en_US')).toBe('');
  });
  it('game entry: an unknown locale string falls back to en_US', () => {
    expect(gameName({ game_name: { en_US: 'Crash' } }, 'xx')).toBe('Crash');
  });
});

describe('linkTarget (spec 3, footer/float/ad url)', () => {
  it('footer item: a url starting with http is an outer link', () => {
    expect(linkTarget('https://x.test/a')).toEqual({ kind: 'outer', url: 'https://x.test/a' });
    expect(linkTarget(' http://x.test ')).toEqual({ kind: 'outer', url: 'http://x.test' });
  });
  it('footer item: otherwise it is main or faq with an id', () => {
    expect(linkTarget('main/12')).toEqual({ kind: 'main', id: '12' });
    expect(linkTarget('/faq/7')).toEqual({ kind: 'faq', id: '7' });
    expect(linkTarget('faq')).toEqual({ kind: 'faq', id: '' });
  });
  it('footer item: anything else leads nowhere', () => {
    expect(linkTarget('')).toEqual({ kind: 'none' });
    expect(linkTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
