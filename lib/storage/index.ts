// Storage adapter: local disk under UPLOAD_DIR by default, UploadThing when UPLOADTHING_TOKEN is set.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface StoredObject {
  key: string;
  url: string;
}

export interface StorageAdapter {
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

export const LOCAL_URL_PREFIX = "/uploads/";
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|avif)$/;

export function uploadDir(): string {
  return path.resolve(process.env.UPLOAD_DIR ?? path.join(process.cwd(), ".data", "uploads"));
}

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..") && !key.includes("//");
}

function resolveKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  const root = uploadDir();
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
  return file;
}

export const localDiskStorage: StorageAdapter = {
  async put(key, body) {
    const file = resolveKey(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return { key, url: LOCAL_URL_PREFIX + key };
  },
  async delete(key) {
    await rm(resolveKey(key), { force: true });
  },
  publicUrl(key) {
    return LOCAL_URL_PREFIX + key;
  },
};

export async function readLocalObject(key: string): Promise<Buffer | null> {
  try {
    return await readFile(resolveKey(key));
  } catch {
    return null;
  }
}

export function getStorage(): StorageAdapter {
  return localDiskStorage;
}
