/* GitBook's document model, generated from its spec by scripts/document-schema.mjs: do not edit. */
/* eslint-disable */

/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlocksTopLevels".
 */
export type DocumentBlocksTopLevels =
  | DocumentBlocksEssentials
  | DocumentBlockQuote
  | DocumentBlockHint
  | DocumentBlockPrompt
  | DocumentBlockImages
  | DocumentBlockFile
  | DocumentBlockDrawing
  | DocumentBlockEmbed
  | DocumentBlockCode
  | DocumentBlockMath
  | DocumentBlockExpandable
  | DocumentBlockTabs
  | DocumentBlockTable
  | DocumentBlockOpenAPI
  | DocumentBlockOpenAPIOperation
  | DocumentBlockOpenAPISchemas
  | DocumentBlockOpenAPIWebhook
  | DocumentBlockContentRef
  | DocumentBlockIntegration
  | DocumentBlockReusableContent
  | DocumentBlockStepper
  | DocumentBlockIf
  | DocumentBlockColumns
  | DocumentBlockUpdates;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlocksEssentials".
 */
export type DocumentBlocksEssentials =
  DocumentBlockParagraph | DocumentBlockHeading | DocumentBlockListOrdered | DocumentBlockListUnordered | DocumentBlockListTasks | DocumentBlockDivider;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInline".
 */
export type DocumentInline =
  | DocumentInlineLink
  | DocumentInlineEmoji
  | DocumentInlineIcon
  | DocumentInlineExpression
  | DocumentInlineMath
  | DocumentInlineImage
  | DocumentInlineAnnotation
  | DocumentInlineMention
  | DocumentInlineButton;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTextMark".
 */
export type DocumentTextMark =
  | DocumentMarkBold
  | DocumentMarkItalic
  | DocumentMarkCode
  | DocumentMarkKeyboard
  | DocumentMarkStrikethrough
  | DocumentMarkColor
  | DocumentMarkSuperscript
  | DocumentMarkSubscript;
/**
 * Allowed color tokens for color marks (text and background; background reuses this enum). Named colors are fixed palette keys. `$*` tokens are semantic: resolved from the published sites customization when rendering; authors may still persist them in content when valid.
 *
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTextColor".
 */
export type DocumentTextColor =
  | 'default'
  | 'green'
  | 'blue'
  | 'red'
  | 'orange'
  | 'yellow'
  | 'purple'
  | 'pink'
  | 'violet'
  | 'cyan'
  | '$primary'
  | '$info'
  | '$success'
  | '$warning'
  | '$danger'
  | '$tint';
/**
 * A relative reference to content in GitBook.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRef".
 */
export type ContentRef =
  | ContentRefFile
  | ContentRefURL
  | ContentRefPage
  | ContentRefAnchor
  | ContentRefUser
  | ContentRefCollection
  | ContentRefSpace
  | ContentRefReusableContent
  | ContentRefTag
  | ContentRefOpenAPI;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlock".
 */
export type DocumentBlock =
  | DocumentBlockParagraph
  | DocumentBlockHeading
  | DocumentBlockListOrdered
  | DocumentBlockListUnordered
  | DocumentBlockListTasks
  | DocumentBlockListItem
  | DocumentBlockDivider
  | DocumentBlockQuote
  | DocumentBlockHint
  | DocumentBlockPrompt
  | DocumentBlockIf
  | DocumentBlockImages
  | DocumentBlockImage
  | DocumentBlockFile
  | DocumentBlockDrawing
  | DocumentBlockEmbed
  | DocumentBlockCode
  | DocumentBlockCodeLine
  | DocumentBlockMath
  | DocumentBlockExpandable
  | DocumentBlockTabs
  | DocumentBlockTabsItem
  | DocumentBlockTable
  | DocumentBlockOpenAPI
  | DocumentBlockOpenAPIOperation
  | DocumentBlockOpenAPISchemas
  | DocumentBlockOpenAPIWebhook
  | DocumentBlockContentRef
  | DocumentBlockIntegration
  | DocumentBlockReusableContent
  | DocumentBlockStepper
  | DocumentBlockStepperStep
  | DocumentBlockColumns
  | DocumentBlockColumn
  | DocumentBlockUpdates
  | DocumentBlockUpdate;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "TextAlignment".
 */
export type TextAlignment = 'start' | 'center' | 'end';
/**
 * Name of the icon
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "Icon".
 */
export type Icon = string;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentKitAction".
 */
export type ContentKitAction =
  | {
      action: string;
      [k: string]: unknown | undefined;
    }
  | ContentKitDefaultAction;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentKitDefaultAction".
 */
export type ContentKitDefaultAction =
  | {
      action: '@ui.modal.open';
      componentId: string;
      props: PlainObject1;
    }
  | {
      action: '@ui.modal.close';
      returnValue: PlainObject1;
    }
  | {
      action: '@ui.url.open';
      url: string;
    }
  | {
      action: '@link.unfurl';
      url: string;
    }
  | {
      action: '@editor.node.updateProps';
      props: PlainObject1;
    };
/**
 * A table record value for image columns, supporting both direct ContentRefs and the additional format with record-level settings.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableImageRecord".
 */
export type DocumentTableImageRecord =
  | ContentRefFile
  | ContentRefURL
  | {
      ref: ContentRefFile | ContentRefURL;
      objectFit?: CardsImageObjectFit;
      /**
       * Alternative text for the cover image
       */
      alt?: string;
    };
/**
 * Object fit for image display in card views
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "CardsImageObjectFit".
 */
export type CardsImageObjectFit = 'contain' | 'fill' | 'cover';
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinition".
 */
export type DocumentTableDefinition =
  | DocumentTableDefinitionText
  | DocumentTableDefinitionNumber
  | DocumentTableDefinitionCheckbox
  | DocumentTableDefinitionFiles
  | DocumentTableDefinitionUsers
  | DocumentTableDefinitionRating
  | DocumentTableDefinitionSelect
  | DocumentTableDefinitionContentRef
  | DocumentTableDefinitionImage;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionText".
 */
export type DocumentTableDefinitionText = DocumentTableDefinitionBase & {
  type: 'text';
  textAlignment: 'center' | 'right' | 'left';
  verticalAlignment?: VerticalAlignment;
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "VerticalAlignment".
 */
export type VerticalAlignment = 'top' | 'middle' | 'bottom';
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionNumber".
 */
export type DocumentTableDefinitionNumber = DocumentTableDefinitionBase & {
  type: 'number';
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionCheckbox".
 */
export type DocumentTableDefinitionCheckbox = DocumentTableDefinitionBase & {
  type: 'checkbox';
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionFiles".
 */
export type DocumentTableDefinitionFiles = DocumentTableDefinitionBase & {
  type: 'files';
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionUsers".
 */
export type DocumentTableDefinitionUsers = DocumentTableDefinitionBase & {
  type: 'users';
  multiple: boolean;
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionRating".
 */
export type DocumentTableDefinitionRating = DocumentTableDefinitionBase & {
  type: 'rating';
  max: number;
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionSelect".
 */
export type DocumentTableDefinitionSelect = DocumentTableDefinitionBase & {
  type: 'select';
  multiple: boolean;
  options: DocumentTableSelectOption[];
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionContentRef".
 */
export type DocumentTableDefinitionContentRef = DocumentTableDefinitionBase & {
  type: 'content-ref';
};
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionImage".
 */
export type DocumentTableDefinitionImage = DocumentTableDefinitionBase & {
  type: 'image';
};
/**
 * Number of rows or columns covered by a table cell merge
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableCellSpan".
 */
export type DocumentTableCellSpan = number;
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "Length".
 */
export type Length =
  | number
  | {
      unit: string;
      value: number;
    };
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "Timestamp".
 */
export type Timestamp = string;
/**
 * Action to perform when an inline button is clicked.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentAction".
 */
export type DocumentAction =
  | {
      action: 'search';
      /**
       * The search query to prefill.
       */
      query?: string;
    }
  | {
      action: 'ask';
      /**
       * The question to prefill.
       */
      query?: string;
    }
  | {
      action: 'select';
      /**
       * The slug of the option to select.
       */
      slug: string;
    };

export interface JSONDocument {
  object: 'document';
  data: {
    /**
     * The schema version of the document. If undefined, the document is considered to be of the latest schema version.
     */
    schemaVersion?: number;
    [k: string]: unknown | undefined;
  };
  nodes: DocumentBlocksTopLevels[];
  meta?: {
    /**
     * A content token that can be used to fetch the content referenced in this document from the API.
     */
    token?: string;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockParagraph".
 */
export interface DocumentBlockParagraph {
  object: 'block';
  type: 'paragraph';
  key?: string;
  nodes: (DocumentInline | DocumentText)[];
  isVoid?: false;
  data?: {
    align?: TextAlignment;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineLink".
 */
export interface DocumentInlineLink {
  object: 'inline';
  type: 'link';
  key?: string;
  nodes: (DocumentText | DocumentInlineImage)[];
  data: {
    ref: ContentRef;
  };
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentText".
 */
export interface DocumentText {
  object: 'text';
  key?: string;
  leaves: DocumentTextLeaf[];
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTextLeaf".
 */
export interface DocumentTextLeaf {
  object: 'leaf';
  text: string;
  marks: DocumentTextMark[];
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkBold".
 */
export interface DocumentMarkBold {
  object: 'mark';
  type: 'bold';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkItalic".
 */
export interface DocumentMarkItalic {
  object: 'mark';
  type: 'italic';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkCode".
 */
export interface DocumentMarkCode {
  object: 'mark';
  type: 'code';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkKeyboard".
 */
export interface DocumentMarkKeyboard {
  object: 'mark';
  type: 'keyboard';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkStrikethrough".
 */
export interface DocumentMarkStrikethrough {
  object: 'mark';
  type: 'strikethrough';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkColor".
 */
export interface DocumentMarkColor {
  object: 'mark';
  type: 'color';
  data: {
    text: DocumentTextColor;
    background: DocumentTextColor;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkSuperscript".
 */
export interface DocumentMarkSuperscript {
  object: 'mark';
  type: 'superscript';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentMarkSubscript".
 */
export interface DocumentMarkSubscript {
  object: 'mark';
  type: 'subscript';
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineImage".
 */
export interface DocumentInlineImage {
  object: 'inline';
  type: 'inline-image';
  key?: string;
  data: {
    ref: ContentRefURL | ContentRefFile;
    refDark?: ContentRefURL | ContentRefFile;
    caption?: string;
    alt?: string;
    size?: 'original' | 'line';
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefURL".
 */
export interface ContentRefURL {
  kind: 'url';
  url: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefFile".
 */
export interface ContentRefFile {
  kind: 'file';
  file: string;
  /**
   * ID of the space the file is in. The file is considered as in the current space if none is provided.
   */
  space?: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefPage".
 */
export interface ContentRefPage {
  kind: 'page';
  page: string;
  /**
   * ID of the space the page is in. The page is considered as in the current space if none is provided.
   */
  space?: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefAnchor".
 */
export interface ContentRefAnchor {
  kind: 'anchor';
  anchor: string;
  /**
   * ID of the space the page is in. The page is considered as in the current space if none is provided.
   */
  space?: string;
  /**
   * ID of the page the anchor is in. The anchor is considered as in the current page if none is provided.
   */
  page?: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefUser".
 */
export interface ContentRefUser {
  kind: 'user';
  user: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefCollection".
 */
export interface ContentRefCollection {
  kind: 'collection';
  collection: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefSpace".
 */
export interface ContentRefSpace {
  kind: 'space';
  space: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefReusableContent".
 */
export interface ContentRefReusableContent {
  kind: 'reusable-content';
  reusableContent: string;
  /**
   * The space in which the reusable content is defined. If undefined, the reusable content is assumed to be in the same space as the content reference.
   */
  space?: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefTag".
 */
export interface ContentRefTag {
  kind: 'tag';
  /**
   * The slug of the tag, also used as the ID, and references the tags defined on a revision.
   */
  tag: string;
  /**
   * The space in which the tag is defined. If undefined, the tag is assumed to be in the same space as the content reference.
   */
  space?: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "ContentRefOpenAPI".
 */
export interface ContentRefOpenAPI {
  kind: 'openapi';
  /**
   * Slug of the OpenAPI specification
   */
  spec: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineEmoji".
 */
export interface DocumentInlineEmoji {
  object: 'inline';
  type: 'emoji';
  key?: string;
  data: {
    code: string;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineIcon".
 */
export interface DocumentInlineIcon {
  object: 'inline';
  type: 'icon';
  key?: string;
  data: {
    icon: string;
    color?: DocumentTextColor;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineExpression".
 */
export interface DocumentInlineExpression {
  object: 'inline';
  type: 'expression';
  key?: string;
  data: {
    expression: string;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineMath".
 */
export interface DocumentInlineMath {
  object: 'inline';
  type: 'inline-math';
  key?: string;
  data: {
    formula: string;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineAnnotation".
 */
export interface DocumentInlineAnnotation {
  object: 'inline';
  type: 'annotation';
  key?: string;
  fragments: (DocumentFragment & {
    type: 'annotation-body';
    /**
     * @minItems 1
     */
    nodes: [DocumentBlocksEssentials | DocumentBlockCode, ...(DocumentBlocksEssentials | DocumentBlockCode)[]];
  })[];
  isVoid: false;
  nodes: DocumentText[];
  data?: {};
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentFragment".
 */
export interface DocumentFragment {
  object: 'fragment';
  key?: string;
  fragment?: string;
  type?: string;
  nodes: DocumentBlock[];
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockHeading".
 */
export interface DocumentBlockHeading {
  object: 'block';
  type: 'heading-1' | 'heading-2' | 'heading-3';
  key?: string;
  nodes: (DocumentInline | DocumentText)[];
  data: {
    id?: string;
    align?: TextAlignment;
  };
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockListOrdered".
 */
export interface DocumentBlockListOrdered {
  object: 'block';
  type: 'list-ordered';
  key?: string;
  data: {
    /**
     * An integer to start counting from for the list items.
     */
    start?: number;
  };
  nodes: DocumentBlockListItem[];
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockListItem".
 */
export interface DocumentBlockListItem {
  object: 'block';
  type: 'list-item';
  key?: string;
  nodes: (DocumentBlocksEssentials | DocumentBlockCode | DocumentBlockHint | DocumentBlockQuote | DocumentBlockMath | DocumentBlockTable)[];
  isVoid?: false;
  data?: {
    checked?: boolean;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockCode".
 */
export interface DocumentBlockCode {
  object: 'block';
  type: 'code';
  key?: string;
  data: {
    syntax?: string;
    title?: string;
    overflow?: 'scroll' | 'wrap';
    lineNumbers?: boolean;
    fullWidth?: boolean;
    expandable?: boolean;
    /**
     * Number of lines rendered in a code block when it is collapsed
     */
    collapsedLineCount?: number;
  };
  nodes: DocumentBlockCodeLine[];
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockCodeLine".
 */
export interface DocumentBlockCodeLine {
  object: 'block';
  type: 'code-line';
  key?: string;
  nodes: (DocumentText | DocumentInlineAnnotation | DocumentInlineExpression)[];
  data: {
    highlighted?: boolean;
  };
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockHint".
 */
export interface DocumentBlockHint {
  object: 'block';
  type: 'hint';
  key?: string;
  data: {
    style: 'info' | 'warning' | 'danger' | 'success';
    icon?: Icon;
  };
  nodes: (DocumentBlocksEssentials | DocumentBlockEmbed | DocumentBlockIntegration | DocumentBlockTable)[];
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockEmbed".
 */
export interface DocumentBlockEmbed {
  object: 'block';
  type: 'embed';
  key?: string;
  data: {
    url: string;
    fullWidth?: boolean;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockIntegration".
 */
export interface DocumentBlockIntegration {
  object: 'block';
  type: 'integration';
  key?: string;
  data: {
    /**
     * Name of the integration
     */
    integration: string;
    /**
     * ID of the block in the integration
     */
    block: string;
    props: PlainObject;
    action?: ContentKitAction;
    /**
     * URL associated with the content represented by the block.
     * This property is set when creating a block from a URL (unfurl) to ensure
     * we can convert the block back to an embed.
     *
     */
    url?: string;
    fullWidth?: boolean;
  };
  isVoid: true;
  meta?: {
    /**
     * A content token that can be used to authenticate requests for cross-space integration blocks.
     */
    token?: string;
    /**
     * ID of the space the integration block originates from
     */
    spaceId?: string;
  };
}
/**
 * Properties passed to the block during rendering
 */
export interface PlainObject {
  [k: string]: PlainObject1 | string | boolean | number | (string | boolean | number | PlainObject1)[] | undefined;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "PlainObject".
 */
export interface PlainObject1 {
  [k: string]: PlainObject1 | string | boolean | number | (string | boolean | number | PlainObject1)[] | undefined;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockTable".
 */
export interface DocumentBlockTable {
  object: 'block';
  type: 'table';
  key?: string;
  isVoid: true;
  data: {
    view: DocumentTableViewGrid | DocumentTableViewCards;
    records: {
      [k: string]: DocumentTableRecord | undefined;
    };
    definition: {
      [k: string]: DocumentTableDefinition | undefined;
    };
    /**
     * Positional table cell merge ranges. The current document model retains only non-overlapping horizontal or vertical merges between adjacent Text or Number body cells. Anchors and spans are resolved against the table's current sorted record order and visible column order.
     */
    cellMerges?: DocumentTableCellMerge[];
    /**
     * Whether to render the block as a full width one
     */
    fullWidth?: boolean;
    /**
     * Whether to show the search bar on the table. When unset, search is shown automatically on grid tables once they have enough rows.
     */
    search?: boolean;
  };
  fragments: DocumentFragment[];
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableViewGrid".
 */
export interface DocumentTableViewGrid {
  type: 'grid';
  /**
   * Ordered list of the definition IDs to display
   */
  columns: string[];
  /**
   * Percent width of each column
   */
  columnWidths?: {
    [k: string]: number | undefined;
  };
  /**
   * Should we display the header with column titles
   */
  hideHeader: boolean;
  /**
   * Should we keep the table header sticky while the page scrolls
   */
  stickyHeader?: boolean;
  /**
   * Should we keep the first visible table column sticky while horizontally scrolling
   */
  stickyFirstColumn?: boolean;
  /**
   * Tables in GitBook originally used a scaled width approach i.e. the width defined
   * in columnWidths would be scaled to ensure a 100% width table.
   *
   * We later changed this to treat the widths in columnWidths as exact values - they are
   * never scaled. A columnWidth of 50 is rendered as 50px.
   *
   * In order to maintain backwards compatibility, we track whether or not we
   * use the new system here.
   *
   * All new tables should have this value set to true, older tables will have it set
   * to undefined.
   *
   */
  useNewSizing?: boolean;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableViewCards".
 */
export interface DocumentTableViewCards {
  type: 'cards';
  /**
   * Size of the cards. It indicates how many columns will be used
   */
  cardSize: 'medium' | 'large';
  /**
   * Ordered list of the definition IDs to display
   */
  columns: string[];
  /**
   * Definition ID to use as a target link for the card
   */
  targetDefinition?: string;
  /**
   * Definition ID to use as a cover image
   */
  coverDefinition?: string;
  /**
   * Definition ID to use as a dark mode cover image
   */
  coverDefinitionDark?: string;
  /**
   * Should we display the column title or not
   */
  hideColumnTitle?: boolean;
  /**
   * Whether the cards wrap onto multiple rows (true, the default) or are laid out in a single horizontally-scrolling carousel row (false).
   */
  wrap?: boolean;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableRecord".
 */
export interface DocumentTableRecord {
  orderIndex: string;
  values: {
    [k: string]: number | string | null | boolean | string[] | ContentRef | DocumentTableImageRecord | undefined;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableDefinitionBase".
 */
export interface DocumentTableDefinitionBase {
  id: string;
  /**
   * Title for the column
   */
  title: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableSelectOption".
 */
export interface DocumentTableSelectOption {
  value: string;
  label: string;
  color: string;
}
/**
 * Positional table cell merge range. The anchor and spans are resolved against the current sorted record order and visible column order. The current document model applies only non-overlapping horizontal or vertical merges of adjacent Text or Number body cells; unsupported ranges are removed during normalization.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentTableCellMerge".
 */
export interface DocumentTableCellMerge {
  /**
   * Cell at the top-left of the merged range
   */
  anchor: {
    /**
     * ID of the anchor record
     */
    record: string;
    /**
     * ID of the anchor column
     */
    column: string;
  };
  rowSpan: DocumentTableCellSpan;
  colSpan: DocumentTableCellSpan;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockQuote".
 */
export interface DocumentBlockQuote {
  object: 'block';
  type: 'blockquote';
  key?: string;
  nodes: (DocumentBlocksEssentials | DocumentBlockQuote)[];
  isVoid?: false;
  data?: {};
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockMath".
 */
export interface DocumentBlockMath {
  object: 'block';
  type: 'math';
  key?: string;
  data: {
    formula: string;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockListUnordered".
 */
export interface DocumentBlockListUnordered {
  object: 'block';
  type: 'list-unordered';
  key?: string;
  nodes: DocumentBlockListItem[];
  data?: {};
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockListTasks".
 */
export interface DocumentBlockListTasks {
  object: 'block';
  type: 'list-tasks';
  key?: string;
  nodes: DocumentBlockListItem[];
  isVoid?: false;
  data?: {};
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockDivider".
 */
export interface DocumentBlockDivider {
  object: 'block';
  type: 'divider';
  key?: string;
  isVoid: true;
  data: {};
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockPrompt".
 */
export interface DocumentBlockPrompt {
  object: 'block';
  type: 'prompt';
  key?: string;
  data: {
    description: string;
    icon?: Icon;
    openInAIProviders?: boolean;
    /**
     * Controls how much of the prompt content is visible by default.
     */
    defaultExpanded?: 'hidden' | 'partial' | 'full';
  };
  /**
   * @minItems 1
   * @maxItems 1
   */
  nodes: [DocumentBlockCode];
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockIf".
 */
export interface DocumentBlockIf {
  object: 'block';
  type: 'if';
  key?: string;
  nodes: DocumentBlocksTopLevels[];
  isVoid?: false;
  data: {
    expression: string;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockImages".
 */
export interface DocumentBlockImages {
  object: 'block';
  type: 'images';
  key?: string;
  data: {
    align?: 'center' | 'left' | 'right';
    fullWidth?: boolean;
    withFrame?: boolean;
  };
  nodes: DocumentBlockImage[];
  isVoid: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockImage".
 */
export interface DocumentBlockImage {
  object: 'block';
  type: 'image';
  key?: string;
  data: {
    ref: ContentRefURL | ContentRefFile;
    refDark?: ContentRefURL | ContentRefFile;
    width?: Length;
    height?: Length;
    alt?: string;
  };
  fragments: (DocumentFragment & {
    fragment: 'caption';
    nodes: DocumentBlockParagraph[];
  })[];
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockFile".
 */
export interface DocumentBlockFile {
  object: 'block';
  type: 'file';
  key?: string;
  data: {
    ref: ContentRefFile;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockDrawing".
 */
export interface DocumentBlockDrawing {
  object: 'block';
  type: 'drawing';
  key?: string;
  data: {
    ref?: ContentRefFile;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockExpandable".
 */
export interface DocumentBlockExpandable {
  object: 'block';
  type: 'expandable';
  key?: string;
  isVoid: true;
  data: {
    defaultExpanded?: boolean;
  };
  fragments: (
    | (DocumentFragment & {
        fragment: 'expandable-title';
        type: 'expandable-title';
        /**
         * @minItems 1
         * @maxItems 1
         */
        nodes: [DocumentBlockParagraph];
      })
    | (DocumentFragment & {
        fragment: 'expandable-body';
        type: 'expandable-body';
        /**
         * @minItems 1
         */
        nodes: [
          (
            | DocumentBlocksEssentials
            | DocumentBlockFile
            | DocumentBlockImages
            | DocumentBlockCode
            | DocumentBlockTable
            | DocumentBlockHint
            | DocumentBlockPrompt
            | DocumentBlockQuote
            | DocumentBlockReusableContent
            | DocumentBlockIntegration
          ),
          ...(
            | DocumentBlocksEssentials
            | DocumentBlockFile
            | DocumentBlockImages
            | DocumentBlockCode
            | DocumentBlockTable
            | DocumentBlockHint
            | DocumentBlockPrompt
            | DocumentBlockQuote
            | DocumentBlockReusableContent
            | DocumentBlockIntegration
          )[]
        ];
      })
  )[];
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockReusableContent".
 */
export interface DocumentBlockReusableContent {
  object: 'block';
  type: 'reusable-content';
  key?: string;
  data: {
    ref: ContentRefReusableContent;
  };
  isVoid: true;
  meta?: {
    /**
     * A content token that can be used to fetch the reusable content from the API.
     */
    token?: string;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockTabs".
 */
export interface DocumentBlockTabs {
  object: 'block';
  type: 'tabs';
  key?: string;
  nodes: DocumentBlockTabsItem[];
  isVoid?: false;
  data?: {
    fullWidth?: boolean;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockTabsItem".
 */
export interface DocumentBlockTabsItem {
  object: 'block';
  type: 'tabs-item';
  key?: string;
  nodes: (
    | DocumentBlocksEssentials
    | DocumentBlockContentRef
    | DocumentBlockCode
    | DocumentBlockEmbed
    | DocumentBlockFile
    | DocumentBlockImages
    | DocumentBlockDrawing
    | DocumentBlockHint
    | DocumentBlockPrompt
    | DocumentBlockQuote
    | DocumentBlockMath
    | DocumentBlockIntegration
  )[];
  data: {
    title?: string;
    icon?: Icon;
    /**
     * Stable identifier for this tab's selection, shared with every tab and button targeting the same slug. It is slugified before matching, so casing and spacing need not be exact. Omit it — or send an empty value, which counts as omitted — to derive one from the title, which is what makes same-named tabs across a site select together. A value that slugifies to nothing, such as emoji alone, also falls back to the title.
     */
    slug?: string;
  };
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockContentRef".
 */
export interface DocumentBlockContentRef {
  object: 'block';
  type: 'content-ref';
  key?: string;
  data: {
    ref: ContentRef;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockOpenAPI".
 */
export interface DocumentBlockOpenAPI {
  object: 'block';
  type: 'swagger';
  key?: string;
  data: OpenAPIOperationPointer & {
    ref: ContentRefFile | ContentRefURL;
    /**
     * If true, the block is opened by default.
     */
    expanded?: boolean;
    fullWidth?: boolean;
  };
  isVoid: true;
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
}
/**
 * Pointer to an operation in the OpenAPI spec.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "OpenAPIOperationPointer".
 */
export interface OpenAPIOperationPointer {
  /**
   * Path of the operation in the OpenAPI spec.
   */
  path: string;
  /**
   * HTTP method of the operation in the OpenAPI spec.
   */
  method: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockOpenAPIOperation".
 */
export interface DocumentBlockOpenAPIOperation {
  object: 'block';
  type: 'openapi-operation';
  key?: string;
  data: OpenAPIOperationPointer & {
    ref: ContentRefOpenAPI;
    /**
     * When true, the block omits its own title and description; the page renders them instead. Set by the computed one-operation-per-page layout; not intended to be set manually.
     */
    headless?: boolean;
  };
  isVoid: true;
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockOpenAPISchemas".
 */
export interface DocumentBlockOpenAPISchemas {
  object: 'block';
  type: 'openapi-schemas';
  key?: string;
  data: OpenAPISchemasPointer & {
    ref: ContentRefOpenAPI;
  };
  isVoid: true;
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
}
/**
 * Pointer to schemas in the OpenAPI spec.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "OpenAPISchemasPointer".
 */
export interface OpenAPISchemasPointer {
  /**
   * Whether the schemas are grouped or not.
   */
  grouped?: boolean;
  /**
   * List of schemas name from the OpenAPI spec.
   */
  schemas: string[];
  /**
   * Custom title for the schemas block. When not provided, defaults to "The <SchemaName> object".
   */
  title?: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockOpenAPIWebhook".
 */
export interface DocumentBlockOpenAPIWebhook {
  object: 'block';
  type: 'openapi-webhook';
  key?: string;
  data: OpenAPIWebhookPointer & {
    ref: ContentRefOpenAPI;
    /**
     * When true, the block omits its own title and description; the page renders them instead. Set by the computed one-operation-per-page layout; not intended to be set manually.
     */
    headless?: boolean;
  };
  isVoid: true;
  meta?: {
    /**
     * Unique ID to be used in an URL for the block.
     */
    id: string;
  };
}
/**
 * Pointer to a webhook in the OpenAPI spec.
 *
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "OpenAPIWebhookPointer".
 */
export interface OpenAPIWebhookPointer {
  /**
   * Name of the webhook in the OpenAPI spec.
   */
  name: string;
  /**
   * HTTP method of the webhook in the OpenAPI spec.
   */
  method: string;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockStepper".
 */
export interface DocumentBlockStepper {
  object: 'block';
  type: 'stepper';
  key?: string;
  nodes: DocumentBlockStepperStep[];
  isVoid?: false;
  data?: {};
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockStepperStep".
 */
export interface DocumentBlockStepperStep {
  object: 'block';
  type: 'stepper-step';
  key?: string;
  nodes: (
    | DocumentBlocksEssentials
    | DocumentBlockContentRef
    | DocumentBlockCode
    | DocumentBlockEmbed
    | DocumentBlockFile
    | DocumentBlockImages
    | DocumentBlockDrawing
    | DocumentBlockHint
    | DocumentBlockPrompt
    | DocumentBlockQuote
    | DocumentBlockMath
    | DocumentBlockIntegration
    | DocumentBlockExpandable
  )[];
  data: {
    icon?: string;
  };
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockColumns".
 */
export interface DocumentBlockColumns {
  object: 'block';
  type: 'columns';
  key?: string;
  data: {
    fullWidth?: boolean;
  };
  nodes: DocumentBlockColumn[];
  isVoid: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockColumn".
 */
export interface DocumentBlockColumn {
  object: 'block';
  type: 'column';
  key?: string;
  nodes: (
    | DocumentBlocksEssentials
    | DocumentBlockImages
    | DocumentBlockCode
    | DocumentBlockHint
    | DocumentBlockPrompt
    | DocumentBlockContentRef
    | DocumentBlockDrawing
    | DocumentBlockEmbed
    | DocumentBlockFile
    | DocumentBlockIntegration
    | DocumentBlockMath
    | DocumentBlockQuote
    | DocumentBlockTable
    | DocumentBlockExpandable
    | DocumentBlockStepper
  )[];
  isVoid?: false;
  data: {
    width?: Length;
    verticalAlignment?: VerticalAlignment;
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockUpdates".
 */
export interface DocumentBlockUpdates {
  object: 'block';
  type: 'updates';
  key?: string;
  nodes: DocumentBlockUpdate[];
  isVoid?: false;
  data: {
    format: 'numeric' | 'full' | 'short';
  };
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentBlockUpdate".
 */
export interface DocumentBlockUpdate {
  object: 'block';
  type: 'update';
  key?: string;
  nodes: (
    | DocumentBlocksEssentials
    | DocumentBlockContentRef
    | DocumentBlockCode
    | DocumentBlockEmbed
    | DocumentBlockFile
    | DocumentBlockImages
    | DocumentBlockDrawing
    | DocumentBlockHint
    | DocumentBlockPrompt
    | DocumentBlockQuote
    | DocumentBlockMath
    | DocumentBlockIntegration
    | DocumentBlockTabs
    | DocumentBlockExpandable
  )[];
  data: {
    date: Timestamp;
    /**
     * Array of tags. Each tag is id'ed by its slug.
     */
    tags?: ContentRefTag[];
  };
  isVoid?: false;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineMention".
 */
export interface DocumentInlineMention {
  object: 'inline';
  type: 'mention';
  key?: string;
  data: {
    ref: ContentRef;
  };
  isVoid: true;
}
/**
 * This interface was referenced by `JSONDocument`'s JSON-Schema
 * via the `definition` "DocumentInlineButton".
 */
export interface DocumentInlineButton {
  object: 'inline';
  type: 'button';
  key?: string;
  data: {
    label: string;
    kind: 'primary' | 'secondary';
    size?: 'small' | 'medium' | 'large';
    icon?: Icon;
  } & (
    | {
        ref: ContentRef;
      }
    | {
        action: DocumentAction;
      }
  );
  isVoid: true;
}

/** The node types of GitBook's document, for tables that must hold one entry each. */
export type DocumentMark = DocumentTextMark;
export type DocumentBlockType = DocumentBlock['type'];
export type DocumentInlineType = DocumentInline['type'];
export type DocumentMarkType = DocumentMark['type'];
