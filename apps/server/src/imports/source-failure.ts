/**
 * Why reading the source stopped: the message is for the person who started the import
 * (it never holds the source's key). A retryable one is tried again a few times first.
 */
export class SourceFailure extends Error {
  constructor(
    message: string,
    readonly isRetryable = false,
  ) {
    super(message);
    this.name = 'SourceFailure';
  }
}

/** The runner was stopped (the server is shutting down); the job resumes elsewhere. */
export class ImportStopped extends Error {
  constructor() {
    super('import stopped');
    this.name = 'ImportStopped';
  }
}
