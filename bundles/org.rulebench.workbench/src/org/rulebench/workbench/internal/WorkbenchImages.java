package org.rulebench.workbench.internal;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.ide.IDE;

/**
 * The project images the Project Explorer asks the workbench for. The IDE application declares them in its own
 * advisor; an RCP application that shows resources must do the same, or projects appear without an icon.
 */
final class WorkbenchImages {
	private static final String IDE_BUNDLE = "org.eclipse.ui.ide";

	private WorkbenchImages() {
	}

	static void declare(IWorkbenchConfigurer configurer) {
		declare(configurer, IDE.SharedImages.IMG_OBJ_PROJECT, "icons/full/obj16/prj_obj.svg");
		declare(configurer, IDE.SharedImages.IMG_OBJ_PROJECT_CLOSED, "icons/full/obj16/cprj_obj.svg");
	}

	private static void declare(IWorkbenchConfigurer configurer, String key, String path) {
		ImageDescriptor image = ImageDescriptor.createFromURL(Platform.getBundle(IDE_BUNDLE).getEntry(path));
		configurer.declareImage(key, image, true);
	}
}
