// Types for scripts/gen-custom-elements.mjs (used by its test).
export declare const SOURCE: string;
export declare const TYPES: string;
export declare const OUTPUT: string;
export declare function eventTypes(typesSource: string): Record<string, string>;
export interface ManifestDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  description: string;
  attributes: { name: string; type: { text: string }; description: string; fieldName: string }[];
  members: { kind: 'field'; name: string; attribute: string }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; description: string }[];
}
export declare function declarationsFrom(source: string, typesSource: string): ManifestDeclaration[];
export declare function manifest(source: string, typesSource: string): { schemaVersion: string; modules: { declarations: ManifestDeclaration[] }[] };
export declare function render(root?: string): string;
