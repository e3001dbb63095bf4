/** The tables the job-leases module owns: only its repositories name them (docs/architecture.md). */
export interface JobLeasesTables {
  job_leases: JobLeasesTable;
}

/** A background job's current turn: the instance that holds it and until when (unix milliseconds). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  until_ms: number;
}
