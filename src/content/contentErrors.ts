/** A content file that does not meet its schema or links to a page that does not exist. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Content error in ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** zod issues as "field.path: message" lines. */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
}
