import { Option } from 'commander';
import { CliError, EXIT } from '../io.js';
import type { Resource } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', FAMILY: 'fontFamily', FACES: 'fontFaces.length' };

/** `--face 400=KEY` (repeatable): a face's weight and the storage key `docsctl storage upload` printed; `--face 700=` removes a weight. */
function faceOf(value: string, faces: unknown[] = []): unknown[] {
  const match = /^(\d{1,4})=(.*)$/.exec(value);
  if (!match) throw new CliError(`--face ${value}: give WEIGHT=STORAGE_KEY, e.g. --face 400=acme/customization_font/…/Acme.woff2`, EXIT.usage);
  return [...faces, { weight: Number(match[1]), storageKey: match[2] === '' ? null : match[2] }];
}

const faceOption = (what: string) => new Option('--face <weight=key>', what).argParser(faceOf);

/** `docsctl fonts`: the organization's custom fonts, made of font files uploaded with `docsctl storage upload --kind customization_font`. */
export const fonts: Resource = {
  noun: 'font',
  verbs: [
    { name: 'list', op: 'listCustomFonts', columns: COLUMNS, examples: ['docsctl fonts list', "docsctl fonts list --jq '.[].fontFamily'"] },
    {
      name: 'create',
      op: 'createCustomFont',
      description: 'Create a custom font from font files uploaded to the organization (a face of weight 400 is required)',
      options: [
        new Option('--name <family>', 'the font-family name pages use, e.g. "Acme Sans"'),
        faceOption('a face: its weight and the storage key of its .woff2 file (repeat for each weight)'),
      ],
      body: (options) => ({
        ...(options.name === undefined ? {} : { fontFamily: options.name }),
        ...(options.face === undefined ? {} : { fontFaces: options.face }),
      }),
      skip: ['fontFamily', 'fontFaces'],
      columns: COLUMNS,
      examples: ['docsctl fonts create --name "Acme Sans" --face 400=acme/customization_font/KEY/AcmeSans.woff2', 'docsctl fonts create --input font.json'],
    },
    { name: 'view', op: 'getCustomFont', aliases: ['get'], columns: COLUMNS, examples: ['docsctl fonts view FONT_ID', 'docsctl fonts view FONT_ID --json'] },
    {
      name: 'edit',
      op: 'updateCustomFont',
      description: 'Rename a custom font, or add, replace or remove faces by weight',
      options: [new Option('--name <family>', 'a new font-family name'), faceOption('a face to add or replace, by weight; WEIGHT= alone removes that weight')],
      body: (options) => ({
        ...(options.name === undefined ? {} : { fontFamily: options.name }),
        ...(options.face === undefined ? {} : { fontFaces: options.face }),
      }),
      skip: ['fontFamily', 'fontFaces'],
      columns: COLUMNS,
      examples: ['docsctl fonts edit FONT_ID --face 700=acme/customization_font/KEY/AcmeSans-Bold.woff2', 'docsctl fonts edit FONT_ID --face 700='],
    },
    {
      name: 'delete',
      op: 'deleteCustomFont',
      destructive: true,
      get: 'getCustomFont',
      done: 'Deleted font {fontId}',
      examples: ['docsctl fonts delete FONT_ID --yes'],
    },
  ],
};
