-- Gallery images get their own alt text; empty keeps the default ("Bridal look 3").
ALTER TABLE "GalleryImage" ADD COLUMN "altText" TEXT NOT NULL DEFAULT '';
