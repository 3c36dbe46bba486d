-- Product gallery: the product form's "Images" (several uploaded pictures
-- besides the main image), stored like the image-upload field's value: the
-- comma-separated list of stored paths. Shown on the public product page.
ALTER TABLE project_product ADD COLUMN images varchar(4000) NOT NULL DEFAULT '';
