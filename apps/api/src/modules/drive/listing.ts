import type { CloudFile } from '@captio/api-client';
import type { DriveFileRow } from './files.js';

export interface DriveListing {
  result: CloudFile[];
  totalSize: number;
}

/** The drive's file items (uuid, hash, name, size, type, time) for a user's rows, and the bytes they take together. */
export function driveListing(rows: readonly DriveFileRow[]): DriveListing {
  return {
    result: rows.map((row) => ({
      uuid: row.uuid,
      file_hash: row.fileHash,
      file_name: row.fileName,
      file_size: row.fileSize,
      content_type: row.contentType,
      created_time: row.createdAt.toISOString(),
    })),
    totalSize: rows.reduce((sum, row) => sum + row.fileSize, 0),
  };
}
