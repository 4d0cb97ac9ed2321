import path from 'node:path';

/**
 * Names Windows keeps for devices, in any case and with any extension (`con.md`, `Aux.png`): a
 * file of that name opens the device. A repository is checked out on every system, so a Git Sync
 * folder holds none.
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]) *(\.|$)/i;
/** What Windows refuses in a name (besides the separators): `<>:"|?*` and the control characters. */
const WINDOWS_REFUSED = /[<>:"|?*\u0000-\u001f]/;

/** Whether Windows opens a device for this name rather than a file. */
const isWindowsDevice = (name: string): boolean => WINDOWS_DEVICE.test(name);

/** Why one name of a path (a file's or a folder's) cannot be written as itself on POSIX or Windows; undefined when it can. The one rule of what a name may be. */
export function nameProblem(name: string): string | undefined {
  if (name === '') return 'an empty name';
  if (name === '.' || name === '..') return `a "${name}" folder`;
  if (name.includes('\\')) return 'a backslash, which Windows reads as a folder separator';
  if (name.includes(':')) return 'a colon (a drive, or a stream of another file, on Windows)';
  if (WINDOWS_REFUSED.test(name)) return 'a character Windows refuses in a name';
  if (/[. ]$/.test(name)) return 'a name ending in a dot or a space, which Windows drops';
  if (isWindowsDevice(name)) return 'a name Windows keeps for a device (CON, NUL, COM1…)';
  return undefined;
}

/**
 * Why a relative path from the API cannot be written inside the folder on every system, read with
 * POSIX's rules and with Windows' (where `\` separates folders and `C:` names a drive); undefined
 * when it can. The one check of every path pull writes.
 */
export function pathProblem(relative: string): string | undefined {
  if (relative.includes('\0')) return 'a NUL character';
  if (path.posix.isAbsolute(relative) || path.win32.isAbsolute(relative) || /^[a-z]:/i.test(relative)) return 'an absolute path or a drive';
  for (const name of relative.split('/')) {
    const problem = nameProblem(name);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A file's name from the API as one name of a folder on every system: what `pathProblem` refuses
 * is replaced with `_` (a device's name gets `_` before it), so that a file never writes elsewhere.
 */
export function safeFileName(name: string): string {
  const safe = name
    .replace(/[/\\:]/g, '_')
    .replace(new RegExp(WINDOWS_REFUSED.source, 'g'), '_')
    .replace(/[. ]$/, '_');
  if (/^\.*_?$/.test(safe)) return '_';
  return isWindowsDevice(safe) ? `_${safe}` : safe;
}
