import { listOf } from './common.js';
import { CustomFont, CustomFontCreate, CustomFontPathParams, CustomFontUpdate } from './custom-font.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';

/** An organization's custom fonts, made of files uploaded to its storage, which its sites' customization may name. */
export const customFontOperations = {
  listCustomFonts: op({
    id: 'listCustomFonts',
    method: 'GET',
    path: `${O}/fonts`,
    summary: "List the organization's custom fonts",
    params: OrganizationPathParams,
    response: listOf(CustomFont),
  }),
  createCustomFont: op({
    id: 'createCustomFont',
    method: 'PUT',
    path: `${O}/fonts`,
    summary: 'Create a custom font from uploaded font files',
    params: OrganizationPathParams,
    body: CustomFontCreate,
    response: CustomFont,
    status: 201,
  }),
  getCustomFont: op({
    id: 'getCustomFont',
    method: 'GET',
    path: `${O}/fonts/{fontId}`,
    summary: 'Get a custom font',
    params: CustomFontPathParams,
    response: CustomFont,
  }),
  updateCustomFont: op({
    id: 'updateCustomFont',
    method: 'POST',
    path: `${O}/fonts/{fontId}`,
    summary: 'Rename a custom font, or add, replace or remove its faces',
    params: CustomFontPathParams,
    body: CustomFontUpdate,
    response: CustomFont,
    // GitBook's spec answers an update with 201, as it does a creation.
    status: 201,
  }),
  deleteCustomFont: op({
    id: 'deleteCustomFont',
    method: 'DELETE',
    path: `${O}/fonts/{fontId}`,
    summary: 'Delete a custom font: sites that used it fall back to the default font',
    params: CustomFontPathParams,
  }),
};
