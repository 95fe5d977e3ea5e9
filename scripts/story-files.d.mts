// Types of story-files.mjs, for the TypeScript that imports it (e2e/visual/stories.visual.ts).
export type StoryDirection = 'rtl' | 'ltr';

export type StoryEntry = {
  exportName: string;
  tags: string[];
  /** The direction its globals pin, or undefined when it follows the toolbar. */
  direction: StoryDirection | undefined;
};

export type StoryFile = {
  path: string;
  title: string | undefined;
  tags: string[];
  stories: StoryEntry[];
};

export function findFiles(roots: string[], suffixes: string[]): string[];
export function readStoryFile(path: string): StoryFile;
export function skipsVisual(file: StoryFile, story: StoryEntry): boolean;
