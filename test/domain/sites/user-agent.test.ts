import { describe, expect, it } from 'vitest';
import { botOf, browserOf, deviceOf, systemOf } from '../../../src/domain/sites/user-agent.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51';
const PIXEL_TABLET = 'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

describe('a user agent, as insights name it', () => {
  it.each([
    [IPHONE, 'safari', 'ios', 'mobile', ''],
    [EDGE, 'edge', 'windows', 'desktop', ''],
    [PIXEL_TABLET, 'chrome', 'android', 'tablet', ''],
    [FIREFOX_LINUX, 'firefox', 'linux', 'desktop', ''],
    [GPTBOT, 'unknown', 'unknown', 'unknown', 'gptbot'],
    ['curl/8.5.0', 'unknown', 'unknown', 'unknown', ''],
  ])('%s', (agent, browser, system, device, bot) => {
    expect([browserOf(agent), systemOf(agent), deviceOf(agent), botOf(agent)]).toEqual([browser, system, device, bot]);
  });
});
