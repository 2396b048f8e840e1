/** How many problems a refusal lists; the rest are counted. */
const SHOWN = 20;

/** A backup or restore that cannot go on, with every problem found, each naming what is wrong and what to do. */
export class BackupRefused extends Error {
  readonly problems: readonly string[];

  constructor(summary: string, problems: readonly string[] = []) {
    const more = problems.length > SHOWN ? `\n- and ${problems.length - SHOWN} more` : '';
    super(problems.length > 0 ? `${summary}:\n- ${problems.slice(0, SHOWN).join('\n- ')}${more}` : summary);
    this.name = 'BackupRefused';
    this.problems = problems;
  }
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
