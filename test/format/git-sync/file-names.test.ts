import { describe, expect, it } from 'vitest';
import { pathProblem, safeFileName } from '../../../src/format/git-sync/file-names.js';

describe('issue 22.14: pathProblem reads a path with the rules of POSIX and of Windows', () => {
  it.each([
    ['README.md', undefined],
    ['guides/getting started/install.md', undefined],
    ['.gitbook/assets/logo (1).png', undefined],
    ['', 'an empty name'],
    ['a//b.md', 'an empty name'],
    ['a/', 'an empty name'],
    ['/etc/passwd', 'an absolute path or a drive'],
    ['\\Windows\\win.ini', 'an absolute path or a drive'],
    ['\\\\server\\share\\x.md', 'an absolute path or a drive'],
    ['C:\\Users\\me\\x.md', 'an absolute path or a drive'],
    ['C:x.md', 'an absolute path or a drive'],
    ['c:/x.md', 'an absolute path or a drive'],
    ['a\\..\\..\\x.md', 'a backslash, which Windows reads as a folder separator'],
    ['a\\b.md', 'a backslash, which Windows reads as a folder separator'],
    ['../x.md', 'a ".." folder'],
    ['a/../../x.md', 'a ".." folder'],
    ['./x.md', 'a "." folder'],
    ['x.md\0.png', 'a NUL character'],
    ['a/b:stream', 'a colon (a drive, or a stream of another file, on Windows)'],
    ['a/b?.md', 'a character Windows refuses in a name'],
    ['a/b\x01.md', 'a character Windows refuses in a name'],
    ['a/b.md.', 'a name ending in a dot or a space, which Windows drops'],
    ['guide /x.md', 'a name ending in a dot or a space, which Windows drops'],
    ['con.md', 'a name Windows keeps for a device (CON, NUL, COM1…)'],
    ['a/AUX', 'a name Windows keeps for a device (CON, NUL, COM1…)'],
    ['nul.tar.gz', 'a name Windows keeps for a device (CON, NUL, COM1…)'],
    ['a/com1.png', 'a name Windows keeps for a device (CON, NUL, COM1…)'],
    ['a/lpt¹.md', 'a name Windows keeps for a device (CON, NUL, COM1…)'],
    ['console.md', undefined],
    ['a/com10.md', undefined],
  ])('%j: %s', (relative, problem) => {
    expect(pathProblem(relative)).toBe(problem);
  });
});

describe('safeFileName', () => {
  it.each([
    ['logo.png', 'logo.png'],
    ['editor shot (1).png', 'editor shot (1).png'],
    ['../../etc/passwd', '.._.._etc_passwd'],
    ['..\\..\\win.ini', '.._.._win.ini'],
    ['C:evil.png', 'C_evil.png'],
    ['a<b>c"d|e?f*g.png', 'a_b_c_d_e_f_g.png'],
    ['tab\there.png', 'tab_here.png'],
    ['name.', 'name_'],
    ['con.png', '_con.png'],
    ['.', '_'],
    ['..', '_'],
    ['', '_'],
  ])('%j → %j, a name any folder holds', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
    expect(pathProblem(`.gitbook/assets/${safeFileName(name)}`)).toBeUndefined();
  });
});
