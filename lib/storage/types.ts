// What a storage adapter must do; local disk and UploadThing implement it, index.ts picks one.
export interface StoredObject {
  key: string;
  url: string;
}

export interface StorageAdapter {
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** The inverse of publicUrl: the key behind a URL this adapter issued, or null for anything else. */
  keyForUrl(url: string): string | null;
}
