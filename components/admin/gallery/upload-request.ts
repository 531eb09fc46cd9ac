"use client";
// fetch() cannot report upload progress, so the gallery upload goes through XMLHttpRequest.
import { ApiError } from "../admin-api";
import type { UploadedFile } from "@/lib/gallery/schema";
import { apiUrl } from "@/lib/http/contract";
import type { ResponseOf } from "@/app/api/contract";

const UPLOAD = "POST /api/content/upload-gallery";

export function uploadGalleryFile(form: FormData, csrfToken: string, onProgress: (fraction: number) => void): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(UPLOAD));
    xhr.setRequestHeader("X-CSRF-Token", csrfToken);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      // The contract's answer when the upload succeeded; `{ error }` otherwise.
      const body = (xhr.response ?? {}) as Partial<ResponseOf<typeof UPLOAD>> & { error?: string };
      if (xhr.status === 401) {
        window.location.assign("/admin/login");
        reject(new ApiError("Your session has ended. Please sign in again.", 401));
      } else if (xhr.status === 403) {
        window.location.assign("/admin/home");
        reject(new ApiError("You do not have permission to do this.", 403));
      } else if (xhr.status < 200 || xhr.status >= 300 || !body.files) {
        reject(new ApiError(body.error ?? `Upload failed (${xhr.status})`, xhr.status));
      } else {
        onProgress(1);
        resolve(body.files);
      }
    };
    xhr.onerror = () => reject(new ApiError("The upload failed. Please check your connection and try again.", 0));
    xhr.send(form);
  });
}
