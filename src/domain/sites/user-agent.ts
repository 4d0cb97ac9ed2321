/**
 * A visitor's browser, system, device and crawler as GitBook's insights name them, read from the
 * user agent an event kept. The first rule that matches wins: an Edge or Opera agent also says
 * Chrome and Safari, an iPhone's also says Mac OS X.
 */

export type Browser = 'chrome' | 'firefox' | 'safari' | 'edge' | 'ie' | 'opera' | 'unknown';
export type OperatingSystem = 'windows' | 'macos' | 'linux' | 'android' | 'ios' | 'unknown';
export type Device = 'desktop' | 'tablet' | 'mobile' | 'unknown';

const BROWSERS: [RegExp, Browser][] = [
  [/\bEdge?\//, 'edge'],
  [/\bOPR\/|\bOpera\b/, 'opera'],
  [/\bMSIE |\bTrident\//, 'ie'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\bChrome\/|\bCriOS\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
];

const SYSTEMS: [RegExp, OperatingSystem][] = [
  [/\bAndroid\b/, 'android'],
  [/\b(iPhone|iPad|iPod)\b/, 'ios'],
  [/\bWindows\b/, 'windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macos'],
  [/\bLinux\b|\bCrOS\b|\bX11\b/, 'linux'],
];

/** Crawlers and agents by a word of their user agent, most specific first (ClaudeBot before Claude). */
const BOTS: [RegExp, string][] = [
  [/Googlebot/i, 'googlebot'],
  [/bingbot/i, 'bingbot'],
  [/DuckDuckBot/i, 'duckduckbot'],
  [/DuckAssistBot/i, 'duckassist'],
  [/facebookexternalhit|facebookcatalog/i, 'facebookbot'],
  [/meta-externalagent/i, 'meta'],
  [/meta-externalfetcher/i, 'meta-fetcher'],
  [/Applebot/i, 'applebot'],
  [/ChatGPT-User/i, 'chatgpt'],
  [/OAI-SearchBot/i, 'openai'],
  [/GPTBot/i, 'gptbot'],
  [/ClaudeBot/i, 'claudebot'],
  [/Claude-Code/i, 'claude-code'],
  [/Claude-User|Claude-SearchBot/i, 'claude'],
  [/anthropic-ai/i, 'anthropic'],
  [/Google-Extended|Gemini/i, 'gemini'],
  [/PerplexityBot|Perplexity-User/i, 'perplexity'],
  [/cohere-ai/i, 'cohere'],
  [/MistralAI-User/i, 'mistral'],
  [/Bytespider/i, 'bytespider'],
  [/CCBot/i, 'ccbot'],
  [/Amazonbot/i, 'amazonbot'],
  [/YouBot/i, 'youbot'],
  [/Cursor\//i, 'cursor'],
  [/\bbot\b|crawler|spider/i, 'unknown'],
];

export const browserOf = (agent: string): Browser => BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'unknown';

export const systemOf = (agent: string): OperatingSystem => SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'unknown';

export function deviceOf(agent: string): Device {
  if (/\biPad\b|\bTablet\b/.test(agent) || (/\bAndroid\b/.test(agent) && !/\bMobile\b/.test(agent))) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(agent)) return 'mobile';
  return systemOf(agent) === 'unknown' ? 'unknown' : 'desktop';
}

/** The crawler or agent a user agent names; '' for a person's browser, as both releases of the spec allow. */
export const botOf = (agent: string): string => BOTS.find(([pattern]) => pattern.test(agent))?.[1] ?? '';
