// Types for scripts/check-layers.mjs, so its self-test type-checks under strict tsc.
export interface LayerViolation {
  file: string;
  line: number;
  specifier: string;
  target: string;
  from: string;
  to: string;
  reason: string;
}
export interface LayerReport {
  files: number;
  imports: number;
  violations: LayerViolation[];
  warnings: string[];
}
export declare const LAYERS: ReadonlyArray<{ name: string; rank: number }>;
export declare function stripComments(source: string): string;
export declare function findSpecifiers(source: string): Array<{ specifier: string; line: number }>;
export declare function layerOf(relPath: string): { name: string; rank: number } | null;
export declare function checkLayers(root?: string): LayerReport;
export declare function formatViolation(v: LayerViolation): string;
